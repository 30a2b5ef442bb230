"""The host's ZeroMQ side: its ROUTER socket, bound and size-limited, and (for a secure
host) the CurveZMQ authenticator that decides which client keys may connect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from net import protocol as P

if TYPE_CHECKING:  # zmq is imported where it is used: `clanhall --help` stays quick
    import zmq.asyncio


def bind_router(
    ctx: zmq.asyncio.Context, bind: str, port: int, secure: tuple[bytes, bytes] | None
) -> tuple[zmq.asyncio.Socket, int]:
    """A ROUTER socket bound on `bind`:`port` (a free port when `port` is 0), a CurveZMQ
    server with the key pair `secure` if given; returns it and the port it is bound to.
    Frames above P.MAX_CLIENT_FRAME make libzmq drop the connection (the client resyncs)."""
    import zmq

    sock = ctx.socket(zmq.ROUTER)
    sock.linger = 0
    sock.maxmsgsize = P.MAX_CLIENT_FRAME
    sock.router_handover = True
    sock.sndhwm = sock.rcvhwm = 10_000
    if secure:
        public, secret = secure
        sock.curve_server = True
        sock.curve_publickey, sock.curve_secretkey = public, secret
    host = "*" if bind in ("0.0.0.0", "*") else bind
    if port:
        sock.bind(f"tcp://{host}:{port}")
    else:
        port = sock.bind_to_random_port(f"tcp://{host}")
    return sock, port


def start_authenticator(ctx: zmq.asyncio.Context, allowed_keys: list[bytes] | None) -> Any:
    """Start the CurveZMQ authenticator of `ctx` (call `stop()` on it at the end): any
    client key passes the handshake, or only `allowed_keys` when given. The return type
    is zmq's AsyncioAuthenticator, imported only here."""
    import zmq.auth
    from zmq.auth.asyncio import AsyncioAuthenticator

    auth = AsyncioAuthenticator(ctx)
    auth.start()
    if allowed_keys:
        allowed = {k if isinstance(k, bytes) else k.encode() for k in allowed_keys}

        class Keys:
            def callback(self, domain: str, key: bytes) -> bool:
                return key in allowed

        auth.configure_curve_callback(domain="*", credentials_provider=Keys())
    else:
        auth.configure_curve(domain="*", location=zmq.auth.CURVE_ALLOW_ANY)
    return auth
