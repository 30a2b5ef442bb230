"""Where arena games are played: in this process, in local worker processes, or on a
Dask cluster. Every backend takes `ai.playing.GameTask`s and yields `ai.results.GameRow`s
as the games finish (in any order: the arena's totals do not depend on it).

    with backend_for(cluster=None, jobs=2, games=100) as backend:
        for row in backend.play(tasks): ...

A cluster is an address (`tcp://host:8786`, a `dask scheduler` started elsewhere) or
"local": a `LocalCluster` of `jobs` single-threaded worker processes on 127.0.0.1 with no
dashboard. Dask plays a game again on another worker if its worker is lost; `replayed`
counts those games.
"""

from __future__ import annotations

from typing import Iterator

from ai.playing import _copy_registry, _registry_entries, play_task
from core.i18n.phrase import phrase


class Serial:
    """Every game in this process, one after the other."""

    replayed = 0

    def play(self, tasks) -> Iterator:
        for task in tasks:
            yield play_task(task)

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        pass


class LocalProcesses:
    """`jobs` local worker processes (games handed out as workers come free). A worker
    ends with this process however it ends (`ai.parallel.end_with_parent`); leaving early
    (ctrl+c, SIGTERM, an error) ends the workers instead of waiting for their games."""

    replayed = 0

    def __init__(self, jobs: int) -> None:
        import os
        from concurrent.futures import ProcessPoolExecutor

        from ai.parallel import start_context

        self.pool = ProcessPoolExecutor(
            max_workers=jobs,
            mp_context=start_context(),
            initializer=_start_worker,
            initargs=(_registry_entries(), os.getpid()),
        )

    def play(self, tasks) -> Iterator:
        from concurrent.futures import as_completed

        for future in as_completed([self.pool.submit(play_task, t) for t in tasks]):
            yield future.result()

    def __enter__(self):
        return self

    def __exit__(self, kind, *exc) -> None:
        if kind is not None:  # stopped early: a game still running is not waited for
            for process in list((self.pool._processes or {}).values()):
                process.kill()
        self.pool.shutdown(cancel_futures=True)


def _start_worker(entries: dict, parent: int) -> None:
    """A local worker's start: it ends with the arena, and knows the run's games."""
    from ai.parallel import end_with_parent

    end_with_parent(parent)
    _copy_registry(entries)


class DaskCluster:
    """Games as tasks on a Dask distributed cluster (see the module docstring)."""

    def __init__(self, address: str, jobs: int) -> None:
        try:
            import dask
            from distributed import Client, LocalCluster
        except ImportError:
            raise ValueError(
                phrase("--cluster needs Dask: pip install 'clanhall[cluster]' (make test installs it)")
            ) from None
        from ai.dask_http import NO_HTTP_ROUTES, NoHttp, close_http  # ours: an import error here is a bug

        self.cluster = None
        if address == "local":
            import logging
            import signal

            # The workers ignore ctrl+c (they inherit it ignored): this process stops the
            # run and keeps what finished; no worker prints a traceback meanwhile.
            previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
            try:
                with dask.config.set(NO_HTTP_ROUTES):
                    self.cluster = LocalCluster(
                        n_workers=max(1, jobs),
                        threads_per_worker=1,
                        processes=True,
                        host="127.0.0.1",
                        dashboard_address=None,
                        # not the well-known 8787; no HTTP server stays open (ai.dask_http)
                        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                        silence_logs=logging.CRITICAL,
                    )
            finally:
                signal.signal(signal.SIGINT, previous)
            address = self.cluster.scheduler_address
        self.client = Client(address)
        if self.cluster is not None:
            self.client.register_plugin(NoHttp(), name="clanhall-no-http")  # workers, also restarted ones
            self.client.run_on_scheduler(close_http)
        self.replayed = 0

    def play(self, tasks) -> Iterator:
        from distributed import as_completed

        entries = _registry_entries()
        futures = self.client.map(_play_registered, tasks, entries=entries, pure=False)
        for future in as_completed(futures):
            yield future.result()
        # while the futures are held the scheduler still knows their tasks: count those
        # that were on a worker when it died (Dask played them again elsewhere)
        self.replayed = self.client.run_on_scheduler(_lost_and_replayed, keys=[f.key for f in futures])

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def _lost_and_replayed(keys, dask_scheduler=None) -> int:
    tasks = dask_scheduler.tasks if dask_scheduler is not None else {}
    return sum(1 for k in keys if k in tasks and tasks[k].suspicious > 0)


def _play_registered(task, entries: dict):
    """A cluster task: make the run's games known on this worker, then play."""
    _copy_registry(entries)
    return play_task(task)


def backend_for(cluster: str | None, jobs: int, games: int):
    if cluster:
        return DaskCluster(cluster, jobs)
    if jobs <= 1 or games <= 1:
        return Serial()
    return LocalProcesses(jobs)
