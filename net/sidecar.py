"""The side file of a network game's autosave: its join code, seat tokens and server key.

It sits beside the save ("<save>.net", owner-only), so a restarted host
(`Host.resume`) keeps the code and tokens its clients know. The save itself stays the
saves engineer's format; this file holds only what is secret to the network game.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgpack

SIDECAR_SUFFIX = ".net"


def write_sidecar(save_path, data: dict) -> None:
    """Write the network side file of a save (secret: tokens and keys), owner-only."""
    from core.savefile import atomic_write

    path = Path(str(save_path) + SIDECAR_SUFFIX)
    atomic_write(path, msgpack.packb(data, use_bin_type=True))
    os.chmod(path, 0o600)


def read_sidecar(save_path) -> dict | None:
    """The side file of a save, or None if it has none (or it is unreadable)."""
    path = Path(str(save_path) + SIDECAR_SUFFIX)
    try:
        data = msgpack.unpackb(
            path.read_bytes(),
            raw=False,
            strict_map_key=True,
            max_str_len=4096,
            max_bin_len=0,
            max_array_len=64,
            max_map_len=16,
            max_ext_len=0,
        )
    except (OSError, ValueError, msgpack.UnpackException):
        return None
    return data if isinstance(data, dict) else None
