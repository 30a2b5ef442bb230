"""Reviews kept beside the saved games (`<saves>/analysis/<key>.json`), so an analysis
opens at once the second time. The key is made of everything the review depends on;
a file that is missing, damaged, odd or too large, or whose content does not fit the game
(seat 99, a chance of 1e300, a move the game never had), is reviewed again."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

from ai.analysis import GameReview

MAX_FILE = 1 << 20  # a review of even a long game is a few tens of kilobytes


def review_key(match, seconds: float) -> str:
    data = json.dumps(
        [match.game.id, match.config, match.seed, [[s, list(a)] for s, a in match.actions()], seconds],
        sort_keys=True,
        default=str,
    )
    return hashlib.sha256(data.encode()).hexdigest()[:24]


def path_for(folder: Path, match, seconds: float) -> Path:
    return Path(folder) / "analysis" / f"{review_key(match, seconds)}.json"


def load(folder: Path, match, seconds: float) -> GameReview | None:
    """The kept review of this game, or None (none kept, or one that does not fit the
    game: that one is noted in the error log and the game is reviewed again)."""
    path = path_for(folder, match, seconds)
    try:
        if not path.is_file():
            return None
        with open(path, "rb") as stream:
            raw = stream.read(MAX_FILE + 1)
        if len(raw) > MAX_FILE:
            raise ValueError(f"larger than {MAX_FILE} bytes")
        review = GameReview.from_wire(json.loads(raw.decode("utf-8")))
        problem = misfit(review, match)
    except OSError:
        return None  # unreadable here and now; nothing to report
    except (ValueError, UnicodeDecodeError, RecursionError, OverflowError, TypeError) as exc:
        problem = f"{type(exc).__name__}: {exc}"[:300]  # RecursionError: deep nesting
    if problem:
        from core.errorlog import log_text

        log_text(f"kept analysis {path}", f"ignored, the game is analysed again: {problem}")
        return None
    return review


def misfit(review: GameReview, match) -> str | None:
    """Why `review` cannot be a review of `match` (None if it can): its seats, chances
    and move numbers must lie within the game, in order, each the move logged there."""
    seats = len(match.seats)
    if review.seats != seats or not math.isfinite(review.seconds):
        return f"{review.seats} seats, {review.seconds} s"
    moves = [d.move for d in review.decisions]
    if moves != sorted(set(moves)) or moves and not 0 <= moves[0] <= moves[-1] < len(match.log):
        return f"move numbers outside the {len(match.log)} moves of the game or out of order"
    by_move = {d.move: d for d in review.decisions}
    state = match.game.new(match.config, match.seed)
    for move, entry in enumerate(match.log):
        d = by_move.get(move)
        if d is not None:
            if not all(0.0 <= c <= 1.0 for c in (d.chance, d.played_chance)):  # NaN fails too
                return f"move {move}: a chance outside [0, 1]"
            if d.seat != entry.seat or d.played != entry.action:
                return f"move {move}: not the move logged there"
            try:
                state.check_legal(d.best)
            except Exception:  # any rule's complaint about a made-up action
                return f"move {move}: the bot's choice is not a legal move"
        state.apply(entry.action)
    return None


def store(folder: Path, match, seconds: float, review: GameReview) -> Path | None:
    """Keep `review`; the path, or None if it could not be written (the screen goes on)."""
    path = path_for(folder, match, seconds)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(review.to_wire()), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        return None
    return path
