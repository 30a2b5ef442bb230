"""The suite's free-port helper picks ports the kernel does not hand out by itself."""

from __future__ import annotations

import socket

from tests.support.ports import ephemeral_range, free_port


def test_a_free_port_lies_below_the_kernel_s_local_range_and_can_be_bound():
    low, _high = ephemeral_range()
    ports = {free_port() for _ in range(20)}
    assert all(1024 <= port < low for port in ports), ports
    assert len(ports) > 1  # picked at random, not the same one each time
    with socket.socket() as server:
        server.bind(("127.0.0.1", ports.pop()))


def test_an_unreadable_range_falls_back_to_linux_s_default(tmp_path):
    assert ephemeral_range(str(tmp_path / "missing")) == (32768, 60999)
