#!/usr/bin/env bash
# What the searches add to each kata's checks phase, per act: the medians of RUNS runs of
# `kata run <id> --solution --act <n>` (the reference, nothing to build), the checks phase as
# `KATA_TRACE=1` reports it, with the searches on ("after": every check, as a learner's run tries
# them) and off ("before": the hand-written checks only, each search check passing without trying
# a sequence), and as a grade runs them ("grade": `KATA_EVERY_SEQUENCE=1`, every sequence of every
# search, whatever the time). The issue allows +1 s a kata to a learner's run, about +10 s to a grade.
#
# The searches are turned off with KATA_SEARCHES=off, which the checks executables read
# (KataKit's SearchBudget). `kata` hands it on only to the checks of a run of the reference
# (`--solution`): a learner who exports it before `kata run` or `kata grade` is searched all the
# same (WithheldEnvironmentTests).
# Usage: Benchmarks/searches.sh [runs] [kata-id|all]     (defaults: 5 all)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
WHICH=${2:-all}
BIN=$(swift build --show-bin-path 2>/dev/null || echo .build/debug)
ALL_IDS=$(sed -n 's/.*"id": "\([a-z-]*\)".*/\1/p' Katas/katas.json)
if [ "$WHICH" = all ]; then IDS=$ALL_IDS; else IDS=$WHICH; fi
module_of() { # the module of a kata id, from Katas/katas.json (id comes before module in each entry)
  awk -v id="$1" -F'"' '$2 == "id" { found = ($4 == id) } found && $2 == "module" { print $4; exit }' Katas/katas.json
}
for id in $IDS; do [ -n "$(module_of "$id")" ] || { echo "There is no kata '$id' in Katas/katas.json." >&2; exit 64; }; done

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
# The checks phase of `kata run $1 --solution --act $2` with the searches $3 (on|off|grade), in ms.
checks_phase() {
  local searches=()
  [ "$3" = off ] && searches=(KATA_SEARCHES=off)
  [ "$3" = grade ] && searches=(KATA_EVERY_SEQUENCE=1)
  env ${searches[@]+"${searches[@]}"} KATA_TRACE=1 "$BIN/kata" run "$1" --solution --act "$2" --no-progress 2>&1 >/dev/null \
    | sed -n 's/^kata trace: checks \([0-9]*\) ms$/\1/p' | tail -1
}

echo "Building the runner and the references' checks…" >&2
swift build --product kata >/dev/null
for id in $IDS; do for act in 1 2; do "$BIN/kata" run "$id" --solution --act "$act" --no-progress >/dev/null 2>&1 || true; done; done

echo "Checks phase of kata run --solution, medians in ms of $RUNS runs on $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores (load $(uptime | sed 's/.*load averages*: //')):"
printf '  %-20s %-4s %8s %8s %8s %8s %8s\n' kata act before after added grade added
for id in $IDS; do
  for act in 1 2; do
    OFF=(); ON=(); GRADE=()
    for i in $(seq 1 "$RUNS"); do
      OFF+=("$(checks_phase "$id" "$act" off)")
      ON+=("$(checks_phase "$id" "$act" on)")
      GRADE+=("$(checks_phase "$id" "$act" grade)")
    done
    off=$(printf '%s\n' "${OFF[@]}" | median); on=$(printf '%s\n' "${ON[@]}" | median)
    grade=$(printf '%s\n' "${GRADE[@]}" | median)
    printf '  %-20s %-4s %8s %8s %+8d %8s %+8d\n' "$id" "$act" "$off" "$on" "$((on - off))" "$grade" "$((grade - off))"
    echo "  samples $id act $act: before ${OFF[*]} | after ${ON[*]} | grade ${GRADE[*]}" >&2
  done
done

# What each search tried, from one run of the reference per kata and act with KATA_SEARCH_STATS=1
# (each search prints its statistics to its check's output): sequences, steps, the longest, the
# most times each operation was drawn in one sequence, and what its steps drew (the largest count,
# the shares of texts outside ASCII, integers outside 100–599, moments before 2000, after 2100 and outside UTC).
echo
echo "What each search tried (one run of kata run --solution --json per kata and act):"
for id in $IDS; do
  for act in 1 2; do
    KATA_SEARCH_STATS=1 "$BIN/kata" run "$id" --solution --act "$act" --json 2>/dev/null \
      | awk -v kata="$id" -v act="$act" -F'" : "' '
          /"name" : "/ { name = $2; sub(/",?$/, "", name) }
          /"output" : "search: / { stats = $2; sub(/(\\n)?",?$/, "", stats); gsub(/\\n/, "\n    ", stats)
                                  printf "  %s act %s: %s\n    %s\n", kata, act, name, stats }'
  done
done

