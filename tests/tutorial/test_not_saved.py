"""ctrl+s in a tutorial: the footer does not offer it (a tutorial's stacked deal is no
game a save could replay), and the key answers why in one line instead of the network
game's "Only the host can save"."""

from __future__ import annotations

from core.i18n import _
from tests.support.waiting import pilot_wait_until
from tui.learn.command import learn_app
from tui.learn.screen import TutorialScreen
from tui.widgets.footer import Footer


async def test_ctrl_s_in_a_tutorial_says_it_is_not_saved_and_the_footer_does_not_offer_it():
    app = learn_app("clans", bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        footer = screen.query_one(Footer)
        await pilot_wait_until(pilot, lambda: "Help" in " ".join(str(k.render()) for k in footer.children))
        words = " ".join(str(k.render()) for k in footer.children if k.display)
        assert "Save" not in words, words
        await pilot.press("ctrl+s")
        line = _("A tutorial is not saved: the menu takes you back to this step.")
        await pilot_wait_until(pilot, lambda: any(n.message == line for n in app._notifications), "the line")
        assert not any("host" in n.message for n in app._notifications)
