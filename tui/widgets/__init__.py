"""What every game screen uses: the hot-seat hand-over (hand_over.py) and the result
screen a game ends on (result.py)."""
