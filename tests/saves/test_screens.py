"""Pilot tests of the replay viewer and the save / load dialogs."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Input, OptionList, Static

from core.match import Match
from core.protocol import Decision, Game, State
from core.savefile import list_saves, read_save, write_save
from tests.saves.support import NOW, case_id, game_cases, play_random
from tests.support.screens import focus_by
from tests.support.waiting import pilot_wait_until
from tui.screens import replay as replay_module
from tui.screens.replay import ALL_OPEN, Replay, ReplayApp, ReplayScreen, render_replay, render_state
from tui.screens.save_dialogs import LoadDialog, SaveDialog, describe_save


class Host(App):
    """An empty app that pushes one screen and records what it dismissed with."""

    def __init__(self, make_screen):
        super().__init__()
        self.make_screen = make_screen
        self.results = []

    def on_mount(self):
        self.push_screen(self.make_screen(), self.results.append)


async def answered(pilot, host) -> None:
    """Wait until the host's screen was dismissed (its answer is in `host.results`)."""
    await pilot_wait_until(pilot, lambda: host.results, "the dialog's answer")


def _text(screen, selector) -> str:
    return str(screen.query_one(selector, Static).render())


# -- the replay model ----------------------------------------------------------------------
def test_replay_states_match_the_game_move_by_move():
    match = play_random("lucky-draw", "standard", 3, seed=6)
    replay = Replay(match)
    state = match.game.new(match.config, match.seed)
    for n, entry in enumerate(match.log):
        assert replay.state_at(n) == state
        state.apply(entry.action)
    assert replay.state_at(len(match.log)) == match.state
    assert replay.state_at(2) == replay.state_at(2) and replay.state_at(99) == match.state


def test_long_replay_jumps_via_checkpoints():
    match = play_random("lucky-draw", "standard", 4, seed=6)
    longest = play_random("clans", "standard", 4, seed=6) if "clans" in _games() else match
    replay = Replay(longest)
    for n in (longest and len(longest.log), 40, 33, 1, 0):
        assert replay.state_at(n).to_wire() == _state_after(longest, n).to_wire()


def _games():
    from core.registry import game_ids

    return game_ids()


def _state_after(match, n):
    state = match.game.new(match.config, match.seed)
    for e in match.log[:n]:
        state.apply(e.action)
    return state


def test_views_unfinished_hide_everything_a_seat_may_not_know():
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    replay = Replay(match)
    keys = [k for _, k in replay.views()]
    assert keys == [0, 1, None] and ALL_OPEN not in keys
    seen = replay.seen_by(2, 0)
    assert seen.hands[1] == [-1] * len(match.state.hands[1])  # the other hand is hidden
    assert seen.hands[0] == match.state.hands[0]


def test_views_finished_offer_all_open_first():
    match = play_random("lucky-draw", "standard", 2, seed=6)
    replay = Replay(match)
    assert replay.views()[0] == ("all open", ALL_OPEN)
    assert replay.seen_by(replay.length, ALL_OPEN) == match.state
    assert replay.move_texts(ALL_OPEN)[0] == f"1. Player 1: {match.log[0].text}"


def test_render_state_says_who_acts_and_the_outcome():
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=1)
    assert render_state(match.state, ["Ada", "Brann"]).startswith("Brann to act: Play a card")
    done = play_random("lucky-draw", "standard", 2, seed=6)
    assert render_state(done.state, ["Ada", "Brann"]).startswith("Game over. Ada: ")
    assert "rng:" not in render_state(done.state, ["Ada", "Brann"])


# -- the replay screen -------------------------------------------------------------------
async def test_replay_screen_steps_jumps_and_switches_views():
    match = play_random("lucky-draw", "standard", 2, seed=6)

    async def scenario():
        app = ReplayApp(match, title="Friday")
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            assert isinstance(screen, ReplayScreen) and screen.move == 0
            assert "Friday — move 0 of 4 — all open" in _text(screen, "#replay-head")
            await pilot.press("right", "right", "right")
            assert screen.move == 3
            await pilot.press("left")
            assert screen.move == 2
            assert screen.query_one("#replay-log", OptionList).highlighted == 2
            assert _text(screen, "#replay-state") == render_state(_state_after(match, 2), ["Player 1", "Player 2"])
            await pilot.press("end")
            assert screen.move == 4 and "Game over" in _text(screen, "#replay-state")
            await pilot.press("right")
            assert screen.move == 4  # stays at the end
            await pilot.press("home")
            assert screen.move == 0
            await pilot.press("g", "3", "enter")
            assert screen.move == 3
            await pilot.press("v")
            assert screen.view_key == 0 and "Player 1's view" in _text(screen, "#replay-head")
            hidden = _state_after(match, 3).view(0)
            assert _text(screen, "#replay-state").endswith(
                render_state(hidden, ["Player 1", "Player 2"]).split("\n", 1)[1]
            )
            await pilot.press("q")
        return app.return_code

    assert await scenario() == 0


async def test_replay_screen_start_and_jump_escape():
    match = play_random("lucky-draw", "standard", 3, seed=6, moves=4)

    async def scenario():
        app = ReplayApp(match, start=99)
        async with app.run_test() as pilot:
            screen = app.screen
            assert screen.move == 4 and "(game unfinished)" in _text(screen, "#replay-head")
            await focus_by(pilot, "g")
            assert screen.query_one("#replay-jump", Input).has_focus
            await pilot.press("escape")  # closes the jump box, not the replay
            assert app.screen is screen
            await pilot.press("g", "x", "enter")  # not a number: nothing moves
            assert screen.move == 4
            await pilot.press("escape")
            await pilot_wait_until(pilot, lambda: app._exit, "the replay to close")

    await scenario()


# -- the dialogs -------------------------------------------------------------------------
async def test_save_dialog_writes_a_named_save(tmp_path):
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    host = Host(lambda: SaveDialog(match, directory=tmp_path, clock=lambda: NOW))

    async def scenario():
        async with host.run_test() as pilot:
            await pilot.press(*"Friday", "enter")
            await answered(pilot, host)

    await scenario()
    [path] = host.results
    assert path.parent == tmp_path and "friday" in path.name
    save = read_save(path)
    assert save.title == "Friday" and save.moves == 2 and save.updated == NOW


async def test_save_dialog_cancel_and_error(tmp_path):
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    blocker = tmp_path / "file"
    blocker.write_text("a file, not a folder")
    host = Host(lambda: SaveDialog(match, directory=blocker, clock=lambda: NOW))

    async def scenario():
        async with host.run_test() as pilot:
            await pilot.click("#save-ok")
            dialog = host.screen
            await pilot_wait_until(pilot, lambda: "Could not" in _text(dialog, "#save-error"), "the save's error")
            assert isinstance(dialog, SaveDialog) and host.results == []
            assert "Could not save" in _text(dialog, "#save-error")
            await pilot.press("escape")
            await answered(pilot, host)

    await scenario()
    assert host.results == [None]


async def test_load_dialog_lists_previews_and_returns_the_choice(tmp_path):
    older = play_random("lucky-draw", "standard", 2, seed=1, moves=3)
    newer = play_random("lucky-draw", "standard", 3, seed=2, moves=1)
    p_old = write_save(older, directory=tmp_path, now=NOW, title="old")
    p_new = write_save(newer, directory=tmp_path, now=NOW.replace(hour=13), title="new")
    (tmp_path / "junk.clanhall").write_bytes(b"junk")
    host = Host(lambda: LoadDialog(directory=tmp_path))

    async def scenario():
        async with host.run_test(size=(140, 40)) as pilot:
            dialog = host.screen
            assert [i.path for i in dialog.saves[:2]] == [p_new, p_old]
            options = dialog.query_one("#load-list")
            # the list is focused, and the preview follows its highlight, through messages
            await pilot_wait_until(pilot, lambda: options.has_focus and _text(dialog, "#load-preview"), "a preview")
            preview = _text(dialog, "#load-preview")
            assert p_new.name in preview and "Last moves:" in preview and "1. Player 1:" in preview
            await pilot.press("down")
            await pilot_wait_until(pilot, lambda: p_old.name in _text(dialog, "#load-preview"), "its preview")
            await pilot.press("down")  # the damaged entry is skipped (the list wraps)
            assert not dialog.highlighted.damaged
            await pilot.press("up")
            assert dialog.highlighted.path == p_old
            await pilot.press("enter")
            await answered(pilot, host)

    await scenario()
    assert host.results == [p_old]


async def test_load_dialog_empty_folder_and_cancel(tmp_path):
    host = Host(lambda: LoadDialog(directory=tmp_path / "none"))

    async def scenario():
        async with host.run_test() as pilot:
            assert "No saved games" in str(host.screen.query_one("#load-error").render())
            await pilot.click("#load-cancel")
            await answered(pilot, host)

    await scenario()
    assert host.results == [None]


async def test_load_dialog_filters_by_game(tmp_path):
    write_save(play_random("lucky-draw", "standard", 2, seed=1, moves=1), directory=tmp_path, now=NOW)
    host = Host(lambda: LoadDialog(directory=tmp_path, games=["clans"]))

    async def scenario():
        async with host.run_test():
            assert host.screen.saves == []

    await scenario()
    assert len(list_saves(tmp_path)) == 1


async def test_quit_dialog_save_and_quit(tmp_path):
    from tui.screens.save_dialogs import QuitDialog

    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    host = Host(lambda: QuitDialog(match, directory=tmp_path, clock=lambda: NOW))

    async def scenario():
        async with host.run_test() as pilot:
            await pilot.click("#quit-save")
            await pilot_wait_until(pilot, lambda: isinstance(host.screen, SaveDialog), "the save dialog")
            await pilot.press("escape")  # cancelling the save stays in the quit prompt
            await pilot_wait_until(pilot, lambda: isinstance(host.screen, QuitDialog), "the quit prompt again")
            assert host.results == []
            # a Button ignores a click for 0.2 s after it was pressed: click again after that
            button = host.screen.query_one("#quit-save")
            await pilot_wait_until(pilot, lambda: not button.has_class("-active"), "the button pressable again")
            await pilot.click("#quit-save")
            await pilot_wait_until(pilot, lambda: isinstance(host.screen, SaveDialog), "the save dialog again")
            await pilot.press(*"last", "enter")
            # the save is written, then the quit prompt answers: wait for that, not a pause
            await pilot_wait_until(pilot, lambda: host.results == [True], "the quit prompt's answer")

    await scenario()
    assert host.results == [True]
    [info] = list_saves(tmp_path)
    assert info.title == "last" and info.moves == 2


async def test_quit_dialog_quit_without_saving_and_cancel(tmp_path):
    from tui.screens.save_dialogs import QuitDialog

    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    answers = []
    for button in ("#quit-now", "#quit-cancel"):
        host = Host(lambda: QuitDialog(match, directory=tmp_path, clock=lambda: NOW))

        async def scenario(host=host, button=button):
            async with host.run_test() as pilot:
                await pilot.click(button)
                await answered(pilot, host)

        await scenario()
        answers += host.results
    assert answers == [True, False] and list_saves(tmp_path) == []


async def test_replay_screen_survives_a_failing_view():
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)

    def broken(state, key):
        raise RuntimeError("no board for this view")

    host = Host(lambda: ReplayScreen(match, render=broken))

    async def scenario():
        async with host.run_test() as pilot:
            assert "cannot be shown: RuntimeError: no board" in _text(host.screen, "#replay-state")
            await pilot.press("right")
            assert host.screen.move == 1

    await scenario()


@pytest.mark.parametrize("case", game_cases(), ids=case_id)
def test_replay_shows_every_view_of_every_game(case):
    """The generic replay renders each seat's view, the spectator's and (finished) the
    open state of every game, and a seat's view hides what the open state shows."""
    gid, variant, players = case
    match = play_random(gid, variant, players, seed=17)
    replay = Replay(match)
    keys = [k for _, k in replay.views()]
    assert keys == [ALL_OPEN, *range(players), None]
    for key in keys:
        texts = replay.move_texts(key)
        assert len(texts) == len(match.log) and all(t for t in texts)
        for n in range(0, replay.length + 1, max(1, replay.length // 6)):
            assert render_state(replay.seen_by(n, key), replay.names)
            assert str(render_replay(replay.seen_by(n, key), key, replay.names, gid)).strip()
    middle = replay.length // 2
    for seat in range(players):
        assert replay.seen_by(middle, seat).to_wire() == _state_after(match, middle).view(seat).to_wire()


def test_replay_uses_the_games_board_text_and_falls_back(monkeypatch):
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)
    state, names = match.state, ["Ada", "Brann"]
    assert render_replay(state, 0, names, "lucky-draw") == render_state(state, names)
    seen = []

    def board(view, viewer, names):
        seen.append(viewer)
        return f"BOARD for {viewer}"

    monkeypatch.setattr(replay_module, "board_renderer", lambda gid: board)
    shown = str(render_replay(state.view(1), 1, names, "lucky-draw"))
    assert shown.startswith("Ada to act: Play a card") and "BOARD for 1" in shown
    assert "hands:" not in shown  # a game with a board is shown by it, not by raw fields
    shown = str(render_replay(state, ALL_OPEN, names, "lucky-draw"))
    assert "BOARD for None" in shown and "hands:" not in shown

    def broken(view, viewer, names):
        raise KeyError("renamed field")

    monkeypatch.setattr(replay_module, "board_renderer", lambda gid: broken)
    assert render_replay(state, 0, names, "lucky-draw") == render_state(state, names)


def test_board_renderers_are_found_for_games_that_have_them():
    from core.registry import game_ids

    for gid in game_ids():
        found = replay_module.board_renderer(gid)
        assert found is None or callable(found)
    assert replay_module.board_renderer("lucky-draw") is None
    assert replay_module.board_renderer("no-such-game") is None


class FakeBoard(Static):
    """A board widget as the interface makes them: show(view) draws a view."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.shown = None

    def show(self, view):
        if getattr(self.app, "break_board", False):
            raise KeyError("renamed field")
        self.shown = view
        self.update(f"BOARD turn {view.turn}")


async def test_replay_hosts_a_board_widget_and_falls_back(monkeypatch):
    match = play_random("lucky-draw", "standard", 2, seed=6)
    monkeypatch.setattr(replay_module, "board_widget", lambda gid: FakeBoard)

    async def scenario(break_board):
        app = ReplayApp(match)
        app.break_board = break_board
        async with app.run_test(size=(80, 24)) as pilot:  # which board is shown, not its layout
            screen = app.screen
            await pilot.press("right", "v")  # Player 1's view after one move
            board = screen.query_one("#replay-widget", FakeBoard)
            text = _text(screen, "#replay-state")
            if break_board:
                assert not board.display and "hands:" in text
            else:
                assert board.shown == _state_after(match, 1).view(0)
                assert text.startswith("Player 2 to act: Play a card from your hand")
                assert "hands:" not in text  # the widget draws the board, no raw fields
                await pilot.press("home", "v", "v", "v")  # back round to all open
                assert screen.view_key == ALL_OPEN
                assert board.shown.to_wire() == _state_after(match, 0).to_wire()  # all of it

    await scenario(False)
    await scenario(True)


async def test_clans_replay_draws_the_clans_board():
    match = play_random("clans", "standard", 3, seed=6, moves=5)

    async def scenario():
        app = ReplayApp(match)
        async with app.run_test(size=(80, 24)) as pilot:  # which board is shown, not its layout
            await pilot.press("end")
            board = app.screen.query_one("#replay-widget")
            assert type(board).__name__ == "ClansBoard" and board.display
            assert board.view.to_wire() == match.state.view(0).to_wire()

    await scenario()


# -- a secret choice in the log ------------------------------------------------------------


class SecretPick(State):
    """Seat 0 picks 1-3 face down, seat 1 guesses it; its describe names the pick (a leak
    the replay must not repeat in seat 1's log)."""

    __slots__ = ("pick", "guess")
    game_id = "secret-pick"
    num_seats = 2

    def to_move(self):
        return None if self.is_over() else (0 if self.pick is None else 1)

    def decision(self):
        return None if self.is_over() else Decision(self.to_move(), "pick", "choose")

    def legal_actions(self):
        return [] if self.is_over() else [("n", k) for k in (1, 2, 3)]

    def apply(self, action):
        self.check_legal(action)
        if self.pick is None:
            self.pick = action[1]
        else:
            self.guess = action[1]

    def is_over(self):
        return self.guess is not None

    def result(self):
        return [0.0, 1.0] if self.guess == self.pick else [1.0, 0.0]

    def view(self, seat):
        v = self.clone()
        if seat != 0 and not self.is_over() and self.pick is not None:
            v.pick = -1
        return v

    def determinize(self, seat, rng):
        return self.clone()

    def clone(self):
        s = SecretPick.__new__(SecretPick)
        s.pick, s.guess = self.pick, self.guess
        return s

    def to_wire(self):
        return {"pick": self.pick, "guess": self.guess}

    @classmethod
    def from_wire(cls, d):
        s = cls.__new__(cls)
        s.pick, s.guess = d["pick"], d["guess"]
        return s

    def describe(self, action):
        return f"{'Guess' if self.pick is not None else 'Pick'} {action[1]}"


class SecretPickGame(Game):
    id = "secret-pick"
    name = "Secret Pick"

    def new(self, config, seed):
        s = SecretPick.__new__(SecretPick)
        s.pick = s.guess = None
        return s

    def state_from_wire(self, data):
        return SecretPick.from_wire(data)


def test_replay_log_does_not_name_another_seats_secret_choice():
    match = Match(SecretPickGame(), {}, 1, names=["Ada", "Brann"])
    match.submit(0, ("n", 2))
    replay = Replay(match)
    assert replay.move_texts(0) == ["1. Ada: Pick 2"]  # her own choice
    assert replay.move_texts(1) == ["1. Ada: made a hidden choice"]
    assert replay.move_texts(None) == ["1. Ada: made a hidden choice"]
    match.submit(1, ("n", 3))
    replay = Replay(match)
    assert replay.move_texts(0)[1] == "2. Brann: Guess 3"  # a public choice stays worded
    assert replay.move_texts(ALL_OPEN) == ["1. Ada: Pick 2", "2. Brann: Guess 3"]


def test_load_preview_does_not_show_the_last_secret_choice(tmp_path):
    from core.savefile import save_info
    from tui.screens.save_dialogs import preview_save

    match = Match(SecretPickGame(), {}, 1, names=["Ada", "Brann"])
    match.submit(0, ("n", 2))
    from core import registry

    registry._GAMES["secret-pick"] = "tests.saves.test_screens:SECRET_PICK"
    try:
        path = write_save(match, directory=tmp_path, now=NOW)
        preview = preview_save(save_info(path))
    finally:
        registry._GAMES.pop("secret-pick")
        registry._loaded.pop("secret-pick", None)
    assert "1. Ada: made a hidden choice" in preview and "Pick 2" not in preview


def test_replay_text_of_one_move_matches_the_list():
    match = play_random("lucky-draw", "standard", 3, seed=6)
    replay = Replay(match)
    for key in (0, None, ALL_OPEN):
        assert [replay.text_of(i, key) for i in range(replay.length)] == [
            t.split(": ", 1)[1] for t in replay.move_texts(key)
        ]


SECRET_PICK = SecretPickGame()


async def test_continue_dialog_offers_only_unfinished_autosaves(tmp_path):
    from core.savefile import Autosaver
    from tui.screens.save_dialogs import ContinueDialog

    unfinished = play_random("lucky-draw", "standard", 2, seed=1, moves=2)
    finished = play_random("lucky-draw", "standard", 2, seed=2)
    ticks = iter(range(100))
    slot = Autosaver(tmp_path, clock=lambda: NOW.replace(minute=next(ticks)))
    slot.save(unfinished)
    Autosaver(tmp_path, clock=lambda: NOW.replace(hour=13)).save(finished)
    write_save(unfinished, directory=tmp_path, now=NOW.replace(hour=14))  # not an autosave
    host = Host(lambda: ContinueDialog(directory=tmp_path))

    async def scenario():
        async with host.run_test(size=(120, 30)) as pilot:
            dialog = host.screen
            assert [i.path for i in dialog.saves] == [slot.path]
            assert "Continue an unfinished game?" in str(dialog.query_one(".dialog-title").render())
            assert "autosave: Lucky Draw" in describe_save(dialog.saves[0])
            await pilot.click("#load-ok")
            await answered(pilot, host)

    await scenario()
    assert host.results == [slot.path]


async def test_continue_dialog_not_now(tmp_path):
    from tui.screens.save_dialogs import ContinueDialog

    host = Host(lambda: ContinueDialog(directory=tmp_path))

    async def scenario():
        async with host.run_test() as pilot:
            assert "No unfinished games." in str(host.screen.query_one("#load-error").render())
            await pilot.click("#load-cancel")
            await answered(pilot, host)

    await scenario()
    assert host.results == [None]


async def test_replay_of_a_game_without_moves():
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=0)

    async def scenario():
        app = ReplayApp(match)
        async with app.run_test() as pilot:
            screen = app.screen
            await pilot.press("right", "end", "left")
            assert screen.move == 0 and "move 0 of 0" in _text(screen, "#replay-head")
            assert screen.query_one("#replay-log", OptionList).option_count == 1

    await scenario()


def test_replay_says_nothing_when_it_cannot_tell(monkeypatch):
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)

    def refuses(state, action, viewer, tries=None):
        raise ValueError("cannot try alternatives here")

    monkeypatch.setattr(replay_module, "indistinguishable", refuses)
    texts = Replay(match).move_texts(0)
    assert texts[0] == f"1. Player 1: {match.log[0].text}"  # her own move: always worded
    assert texts[1] == "2. Player 2: made a hidden choice"
