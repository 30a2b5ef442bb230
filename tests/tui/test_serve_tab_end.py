"""A tab's page hears that its app has ended however fast the app died.

textual-serve's `AppService.run` ends by cancelling its error-output reader and awaiting
it; when the app died before that reader first ran (a crash at start, on a busy machine),
the await raises `CancelledError` out of `run` although no one cancelled the tab. The tab
then never closed its page (1 run in ~30 of the crashing-app scene in test_serve.py hung
until the browser gave up). These tests put that ending in place of textual-serve's run."""

from __future__ import annotations

import asyncio

import pytest
from textual_serve.app_service import AppService

from tui.web_server import TabApp


async def _inner_reader_cancelled_before_it_ran(self) -> None:
    """What textual-serve's `run` does when the app is gone at once."""
    reader = asyncio.create_task(asyncio.sleep(0))
    reader.cancel()  # before it ever ran
    await reader  # raises CancelledError here


def _tab(closed: list[str]) -> TabApp:
    async def close() -> None:
        closed.append("closed")

    async def write(_data) -> None:
        pass

    return TabApp(["true"], write_bytes=write, write_str=write, close=close, download_manager=None)


async def test_an_app_gone_before_textual_serve_read_its_errors_still_closes_the_page(monkeypatch):
    monkeypatch.setattr(AppService, "run", _inner_reader_cancelled_before_it_ran)
    closed: list[str] = []
    await asyncio.wait_for(_tab(closed).run(), 60)
    assert closed == ["closed"]


async def test_a_tab_really_cancelled_stays_cancelled(monkeypatch):
    started = asyncio.Event()

    async def app_running(self) -> None:
        started.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(AppService, "run", app_running)
    closed: list[str] = []
    task = asyncio.create_task(_tab(closed).run())
    await asyncio.wait_for(started.wait(), 60)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert closed == []
