"""`clanhall arena --cluster local`: no HTTP server (dashboard, information pages, API)
stays listening; the only ports open are the comms of the scheduler, workers and nannies,
all on 127.0.0.1."""

from __future__ import annotations

import psutil

from ai.backends import DaskCluster


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


def test_a_local_cluster_opens_no_http_server():
    before = listening(psutil.Process())
    with DaskCluster("local", 2) as backend:
        info = backend.client.scheduler_info()
        comms = {comm_port(backend.cluster.scheduler_address)}
        for address, worker in info["workers"].items():
            comms |= {comm_port(address), comm_port(worker["nanny"])}
        opened = listening(psutil.Process()) - before
        assert "dashboard" not in info["services"]
    assert len(info["workers"]) == 2 and len(comms) == 5
    assert {port for _, port in opened} == comms  # nothing but the comms listens
    assert {ip for ip, _ in opened} == {"127.0.0.1"}
