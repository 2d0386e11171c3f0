#!/usr/bin/env bash
# Grades N submissions of all six katas one after the other with `kata grade`, the workbook built
# once, and reports the time per submission and where it goes (KATA_TRACE phases).
# Submissions are made from Starters/ and Solutions/: mostly solutions, some starters, some mixed,
# and, among every ten, one that does not compile, one whose code loops and one that prints
# without end: those must cost no more than their time limit (--timeout per check).
# Usage: Benchmarks/grading-throughput.sh [count] [check time limit]   (defaults: 100 2)
# This workbook's Katas/ are put back after each grade (kata grade does it); nothing else changes.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-100}
LIMIT=${2:-2}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/kata-grading.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
swift build --product kata >/dev/null
swift build >/dev/null 2>&1 || true   # every checks executable, once
KATA="$(swift build --show-bin-path)/kata"
MODULES=$(sed -n 's/.*"module": "\([A-Za-z]*\)".*/\1/p' Katas/katas.json)

now_ms() { if [ -n "${EPOCHREALTIME:-}" ]; then local t=${EPOCHREALTIME/[.,]/}; echo $(( t / 1000 )); else python3 -c 'import time; print(time.time_ns() // 1000000)'; fi; }
# Puts `$2` at the start of the first initializer of the kata (an init has no implicit return,
# and the checks make the kata's types): every check that makes that type then runs it.
inject() {
  local file; file=$(grep -rl 'init(' "$1" | sort | head -1)
  perl -0pi -e "s/(\\binit\\([^{]*\\{)/\$1\n        $2\n/" "$file"
}

make_submission() { # $1: number, $2: folder
  local kind=$(( $1 % 10 )) i=0
  mkdir -p "$2/Katas"
  for module in $MODULES; do
    i=$(( i + 1 ))
    if [ $kind -eq 0 ] || { [ $kind -eq 1 ] && [ $(( i % 2 )) -eq 0 ]; }; then
      cp -R "Starters/$module" "$2/Katas/$module"
    else
      cp -R "Solutions/$module" "$2/Katas/$module"
    fi
  done
  local victim; victim=$(echo "$MODULES" | sed -n "$(( ($1 / 10) % 6 + 1 ))p")
  case $kind in
    2) echo 'let broken: Int = "not a number"' > "$2/Katas/$victim/Broken.swift"; echo "does-not-compile" ;;
    3) inject "$2/Katas/$victim" 'while Int.random(in: 0...1) < 2 {}'; echo "loops" ;;
    4) inject "$2/Katas/$victim" 'while Int.random(in: 0...1) < 2 { print("spam spam spam") }'; echo "prints-without-end" ;;
    0) echo "starters" ;;
    1) echo "half-starters" ;;
    *) echo "solutions" ;;
  esac
}

printf '%-4s %-20s %8s %8s %8s %8s  %s\n' "#" kind "total" "build" "checks" "other" "score"
TOTALS=$WORK/totals
for n in $(seq 1 "$COUNT"); do
  sub="$WORK/sub$n"
  kind=$(make_submission "$n" "$sub")
  t0=$(now_ms)
  KATA_TRACE=1 "$KATA" grade "$sub" --format json --output "$WORK/out$n.json" --timeout "$LIMIT" 2>"$WORK/trace$n" >/dev/null || true
  t1=$(now_ms)
  build=$(sed -n 's/^kata trace: build \([0-9]*\) ms/\1/p' "$WORK/trace$n")
  checks=$(sed -n 's/^kata trace: checks \([0-9]*\) ms/\1/p' "$WORK/trace$n")
  total=$(( t1 - t0 )); other=$(( total - ${build:-0} - ${checks:-0} ))
  score=$(grep -c '"status" : "pass"' "$WORK/out$n.json" || true)
  printf '%-4s %-20s %7sms %7sms %7sms %7sms  %s passes\n' "$n" "$kind" "$total" "${build:-?}" "${checks:-?}" "$other" "$score"
  echo "$kind $total ${build:-0} ${checks:-0}" >> "$TOTALS"
  rm -rf "$sub"
done
echo
awk '{ n++; t += $2; b += $3; c += $4; k[$1] += $2; kn[$1]++; if ($2 > max) max = $2 }
     END { printf "%d submissions: %.1f s each on average (build %.1f s, checks %.1f s), slowest %.1f s; %.1f min in all\n",
                  n, t / n / 1000, b / n / 1000, c / n / 1000, max / 1000, t / 60000
           for (kind in k) printf "  %-20s %.1f s each (%d)\n", kind, k[kind] / kn[kind] / 1000, kn[kind] }' "$TOTALS"
git status --short Katas/ | head -5
