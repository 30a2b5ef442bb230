"""No HTTP server on a local Dask cluster (`clanhall arena --cluster local`).

A local cluster's scheduler and workers each start an HTTP server (information pages, a
JSON and Prometheus view, an API, a proxy to the workers) even without a dashboard.
`NO_HTTP_ROUTES` leaves them nothing to serve, and each server is closed once started
(`close_http`, `NoHttp` on every worker, those started later too), so the only ports left
listening are the comms of the scheduler, workers and nannies. Imported only with Dask.
"""

from __future__ import annotations

from distributed.diagnostics.plugin import WorkerPlugin

NO_HTTP_ROUTES: dict[str, list] = {"distributed.scheduler.http.routes": [], "distributed.worker.http.routes": []}


def close_http(dask_scheduler=None, dask_worker=None) -> None:
    """Stop a scheduler's or worker's HTTP server listening (run in its event loop)."""
    server = dask_scheduler if dask_scheduler is not None else dask_worker
    http = getattr(server, "http_server", None)
    if http is not None:
        http.stop()
        server.services.pop("dashboard", None)


class NoHttp(WorkerPlugin):
    """A worker plugin: `close_http` on the worker as it joins."""

    def setup(self, worker) -> None:
        close_http(dask_worker=worker)
