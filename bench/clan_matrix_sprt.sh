#!/bin/sh
# The Crystal Clans clan matrix by two-sided SPRT (issue 32 §4), one results file per
# first clan; run again to go on where it stopped. ITER: iterations per move.
ITER=${1:-100}
B=mcts:iterations=$ITER,workers=1
set -- blood:flower,meteor,skull,stone,water flower:meteor,skull,stone,water meteor:skull,stone,water skull:stone,water stone:water
for row in "$@"; do
  first=${row%%:*}; others=${row#*:}
  nice -n 19 .venv/bin/clanhall arena --game crystal-clans --players $B,$B --follow clan1,clan2 \
    --option clan1=$first --grid clan2=$others --sprt elo0=0,elo1=70,two-sided --games 800 --seed 11 \
    --jobs 2 --results bench/runs/matrix_${ITER}_${first}.sqlite > bench/runs/matrix_${ITER}_${first}.txt 2>&1
done
