"""The idle step CLANHALL_TEST_IDLE_STEP sets (tests/conftest.py) is the one Textual's Pilot
uses: a Textual that stopped reading its module's step would make the knob do nothing."""

from __future__ import annotations

import textual._wait


async def test_pilot_waits_for_idle_in_the_modules_steps(monkeypatch):
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    monkeypatch.setattr(textual._wait, "sleep", sleep)
    monkeypatch.setattr(textual._wait, "SLEEP_GRANULARITY", 0.004)
    monkeypatch.setattr(textual._wait, "SLEEP_IDLE", 0.0002)
    await textual._wait.wait_for_idle(0)  # as Pilot.press and Pilot.pause call it
    assert slept and set(slept) == {0.004}


def test_the_suite_runs_pilot_in_4_ms_steps_unless_told_otherwise():
    import os

    wanted = float(os.environ.get("CLANHALL_TEST_IDLE_STEP", "0.004") or 0.004)
    assert textual._wait.SLEEP_GRANULARITY == wanted and textual._wait.SLEEP_IDLE == wanted / 20
