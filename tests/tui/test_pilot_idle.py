"""The suite's shorter idle wait (tests/conftest.py, IDLE_STEP) is the one Textual's Pilot
uses: a Textual that stopped reading its module's step would silently wait 20 ms again."""

from __future__ import annotations

import textual._wait

from tests.conftest import IDLE_STEP


async def test_pilot_waits_for_idle_in_the_suites_steps(monkeypatch):
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    monkeypatch.setattr(textual._wait, "sleep", sleep)
    await textual._wait.wait_for_idle(0)  # as Pilot.press and Pilot.pause call it
    assert slept and set(slept) == {IDLE_STEP}
