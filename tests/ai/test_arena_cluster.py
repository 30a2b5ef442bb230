"""`clanhall arena --cluster local`: no HTTP server (dashboard, information pages, API)
stays listening; the only ports open are the comms of the scheduler, workers and nannies,
all on 127.0.0.1. On that cluster an arena run gives the results of one process or two,
an SPRT run reaches their decision after the same pairs, and a worker killed mid-run loses
no game. One cluster for the module (a start costs about 1.7 s of CPU): the listening
check comes first, the killing last."""

from __future__ import annotations

import os
import signal
from types import SimpleNamespace

import psutil
import pytest

from ai import arena, sprt_run
from ai.backends import DaskCluster
from tests.ai.conftest import two_workers
from tests.ai.test_results import rows_of, run
from tests.ai.test_sprt_run import SPECS as SPRT_SPECS
from tests.ai.test_sprt_run import TEST as SPRT_TEST
from tests.ai.test_sprt_run import summary as sprt_summary


def listening(process: psutil.Process) -> set[tuple[str, int]]:
    """The TCP addresses this process and its descendants listen on."""
    found = set()
    for p in [process, *process.children(recursive=True)]:
        try:
            for c in p.net_connections(kind="tcp"):
                if c.status == psutil.CONN_LISTEN:
                    found.add((c.laddr.ip, c.laddr.port))
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            pass
    return found


def comm_port(address: str) -> int:
    return int(address.rsplit(":", 1)[1])


@pytest.fixture(scope="module")
def cluster():
    """One local cluster as `arena --cluster local` makes it, with what listened before it."""
    before = listening(psutil.Process())
    with DaskCluster("local", 2) as backend:
        yield SimpleNamespace(address=backend.cluster.scheduler_address, backend=backend, before=before)


def test_a_local_cluster_opens_no_http_server(cluster):
    info = cluster.backend.client.scheduler_info()
    comms = {comm_port(cluster.address)}
    for address, worker in info["workers"].items():
        comms |= {comm_port(address), comm_port(worker["nanny"])}
    opened = listening(psutil.Process()) - cluster.before
    assert "dashboard" not in info["services"]
    assert len(info["workers"]) == 2 and len(comms) == 5
    assert {port for _, port in opened} == comms  # nothing but the comms listens
    assert {ip for ip, _ in opened} == {"127.0.0.1"}


def test_processes_and_a_dask_cluster_give_the_same_results(cluster):
    serial = run()
    assert rows_of(run(jobs=2)) == rows_of(serial)
    two_workers(cluster.address)
    assert rows_of(run(jobs=2, cluster=cluster.address)) == rows_of(serial)


def test_jobs_1_and_2_and_a_cluster_reach_the_same_decision_after_the_same_pairs(cluster):
    """`arena --sprt` (tests/ai/test_sprt_run.py) on this module's cluster."""
    serial = sprt_run.run_sprt("lucky-draw", SPRT_SPECS, SPRT_TEST, 4000, seed=3)
    parallel = sprt_run.run_sprt("lucky-draw", SPRT_SPECS, SPRT_TEST, 4000, seed=3, jobs=2)
    two_workers(cluster.address)
    on_cluster = sprt_run.run_sprt("lucky-draw", SPRT_SPECS, SPRT_TEST, 4000, seed=3, jobs=2, cluster=cluster.address)
    assert sprt_summary(parallel) == sprt_summary(serial) == sprt_summary(on_cluster)
    assert serial.cells[0].decision is not None


def test_a_worker_killed_mid_run_loses_no_game(cluster):
    """A two-worker cluster on 127.0.0.1; after the first games one worker is killed;
    Dask plays its games on the other and every game is there."""
    serial = arena.run_arena("crystal-clans", ["random", "random"], 16, seed=3, jobs=1)
    pids = two_workers(cluster.address)
    killed = []

    def kill_one(done, total):
        if done >= 3 and not killed:
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])

    stats = arena.run_arena(
        "crystal-clans", ["random", "random"], 16, seed=3, cluster=cluster.address, progress=kill_one
    )
    assert killed and stats.games == 16 and rows_of(stats) == rows_of(serial)
    assert stats.replayed >= 1  # what the killed worker held was played again, and counted
