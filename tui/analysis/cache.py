"""Reviews kept beside the saved games (`<saves>/analysis/<key>.json`), so an analysis
opens at once the second time. The key is made of everything the review depends on;
a file that is missing, damaged, odd or too large is simply reviewed again."""

from __future__ import annotations

import hashlib
import json
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
    """The kept review of this game, or None."""
    path = path_for(folder, match, seconds)
    try:
        if not path.is_file() or path.stat().st_size > MAX_FILE:
            return None
        return GameReview.from_wire(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, UnicodeDecodeError):
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
