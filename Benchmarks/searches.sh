#!/usr/bin/env bash
# What the searches add to each kata's checks phase, per act: the medians of RUNS runs of the
# reference's checks executable (the first act's `<Module>SolutionChecks` on Solutions/<Module>,
# the second act's `<Module>ChangeSolutionChecks` on Solutions/Changes/<Module>), with the searches
# on ("after": every check) and off ("before": the hand-written checks only, each search check
# passing without trying a sequence). The issue allows +1 s a kata.
#
# The searches are turned off with KATA_SEARCHES=off, which the checks executables read
# (KataKit's SearchBudget) and which `kata` never hands on to a process it starts: this script
# runs the built executables itself, as `kata run` would (one process, every check), so the
# figures leave out the runner's own cost (the same both ways).
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

# Nanoseconds since the epoch: bash 5's EPOCHREALTIME, else perl (macOS) or python3.
now() {
  if [ -n "${EPOCHREALTIME:-}" ]; then local t=${EPOCHREALTIME/[.,]/}; echo "${t}000"
  else perl -MTime::HiRes=time -e 'printf "%.0f\n", time * 1e9' 2>/dev/null || python3 -c 'import time; print(time.time_ns())'; fi
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
# Runs the checks executable $1 on the sources $2 with the searches $3 (on|off): milliseconds.
timed_checks() {
  local t0 t1 searches=()
  [ "$3" = off ] && searches=(KATA_SEARCHES=off)
  t0=$(now)
  env ${searches[@]+"${searches[@]}"} KATA_SOURCES="$PWD/$2" SWIFT_BACKTRACE=enable=no "$1" >/dev/null 2>&1 || true
  t1=$(now)
  echo $(( (t1 - t0) / 1000000 ))
}

echo "Building the references' checks…" >&2
for id in $IDS; do
  m=$(module_of "$id")
  swift build --product "${m}SolutionChecks" >/dev/null
  swift build --product "${m}ChangeSolutionChecks" >/dev/null
done

echo "Checks phase of the references, medians in ms of $RUNS runs on $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores (load $(uptime | sed 's/.*load averages*: //')):"
printf '  %-20s %-4s %8s %8s %8s\n' kata act before after added
for id in $IDS; do
  m=$(module_of "$id")
  for act in 1 2; do
    if [ "$act" = 1 ]; then exe="$BIN/${m}SolutionChecks"; src="Solutions/$m"; else exe="$BIN/${m}ChangeSolutionChecks"; src="Solutions/Changes/$m"; fi
    OFF=(); ON=()
    timed_checks "$exe" "$src" on >/dev/null # a first run: the index and the files in the page cache
    for i in $(seq 1 "$RUNS"); do
      OFF+=("$(timed_checks "$exe" "$src" off)")
      ON+=("$(timed_checks "$exe" "$src" on)")
    done
    off=$(printf '%s\n' "${OFF[@]}" | median); on=$(printf '%s\n' "${ON[@]}" | median)
    printf '  %-20s %-4s %8s %8s %+8d\n' "$id" "$act" "$off" "$on" "$((on - off))"
    echo "  samples $id act $act: before ${OFF[*]} | after ${ON[*]}" >&2
  done
done
