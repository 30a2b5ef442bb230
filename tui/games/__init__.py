"""One folder per game, mirroring `core/`: each holds its screen, its widgets and its `.tcss`.

`base.py` is the screen every game's screen extends (seats, bots, the action list, the
log). What every game uses besides (the hot-seat hand-over, the result screen) is in
`tui/widgets/`; menus, forms and dialogs are in `tui/screens/`."""
