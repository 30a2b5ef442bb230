#!/bin/sh
# The Crystal Clans clan matrix by two-sided SPRT (issue 32 §4), one results file per
# first clan; run again to go on where it stopped.
#   bench/clan_matrix_sprt.sh ITER [ROW ...]
# ITER: iterations per move. ROW: first:other,other (default: the whole matrix), e.g.
#   bench/clan_matrix_sprt.sh 100 blood:skull,water stone:flower
# A results file is named after its row (the first clan and its opponents: one arena run)
# and the rules, cards and bot it was played with (a digest of core/crystal_clans/, its
# clans/ and the bots' ai/heuristics/crystal_clans.py; before session 24 only the clans'
# tables, crystals.py and the heuristic, which missed a change to an ability's code), so
# games of changed cards, rules or bot never mix with the old ones: a change starts a
# fresh file.
# `blood:stone` and `blood:flower` are two files.
ITER=${1:-100}
[ $# -gt 0 ] && shift
B=mcts:iterations=$ITER,workers=1
TABLES=$(cat core/crystal_clans/*.py core/crystal_clans/clans/*.py ai/heuristics/crystal_clans.py | sha1sum | cut -c1-8)
[ $# -gt 0 ] || set -- blood:flower,meteor,skull,stone,water flower:meteor,skull,stone,water meteor:skull,stone,water skull:stone,water stone:water
for row in "$@"; do
  first=${row%%:*}; others=${row#*:}
  out=bench/runs/matrix_${ITER}_${first}_$(echo "$others" | tr , -)_${TABLES}
  nice -n 19 .venv/bin/clanhall arena --game crystal-clans --players $B,$B --follow clan1,clan2 \
    --option clan1=$first --grid clan2=$others --sprt elo0=0,elo1=70,two-sided --games 800 --seed 11 \
    --jobs 2 --results $out.sqlite > $out.txt 2>&1
done
