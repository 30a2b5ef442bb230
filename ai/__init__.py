"""Bots: they see only a seat's view and its legal actions (the core protocol).

- `ai.base`: the `Bot` interface and `Progress` reports.
- `ai.registry`: bots by spec ("random", "greedy", "mcts:level=hard") and the
  `clanhall.bots` entry-point group for third-party bots.
- `ai.search`: information-set MCTS over the protocol; `ai.mcts`: the MCTS bot (levels,
  budgets, root parallelism through `ai.parallel`); `ai.greedy`: one-ply look-ahead.
- `ai.heuristics`: per-game cut-off evaluations, playout depths and private keys.
- `ai.worker`: a bot's choice in another process, with progress and cancellation (what
  the interface and the network host use so they never stall).
- `ai.arena`: `clanhall arena`, bots against bots, headless.
"""
