#!/usr/bin/env bash
# Measures the edit-to-verdict loop on this machine, with medians of several runs:
#   (1) a one-line edit in a learner file -> `kata run` verdict,
#       against the raw `swift build --product <checks> && <checks binary>` on the same edit;
#   (2) `kata check` with nothing changed, against running the built checks binaries directly;
#   (3) a save -> the start of the re-run in `kata watch`.
# Usage: Benchmarks/feedback-loop.sh [runs] [kata-id]     (defaults: 7 trip-validation)
# Your files and progress are restored at the end, even on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-7}
KATA=${2:-trip-validation}
MODULE=$(python3 -c "import json,sys; print(next(k['module'] for k in json.load(open('Katas/katas.json'))['katas'] if k['id']=='$KATA'))" 2>/dev/null \
  || sed -n "/\"id\": \"$KATA\"/,/module/s/.*\"module\": \"\([A-Za-z]*\)\".*/\1/p" Katas/katas.json)
FILE=$(ls Katas/"$MODULE"/*.swift | head -1)
BIN=.build/debug

# Nanoseconds since the epoch. BSD date has no %N and a Mac's /bin/bash (3.2) no
# EPOCHREALTIME: perl (part of macOS) or python3 then.
now() {
  if [ -n "${EPOCHREALTIME:-}" ]; then local t=${EPOCHREALTIME/[.,]/}; echo "${t}000"
  else perl -MTime::HiRes=time -e 'printf "%.0f\n", time * 1e9' 2>/dev/null || python3 -c 'import time; print(time.time_ns())'; fi
}
ms() { echo $(( ($2 - $1) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

BACKUP=$(mktemp -d)
cp "$FILE" "$BACKUP/file"
[ -f .kata/progress.json ] && cp .kata/progress.json "$BACKUP/progress.json"
WATCH_PID=""
restore() {
  [ -n "$WATCH_PID" ] && kill "$WATCH_PID" 2>/dev/null || true
  if [ -d "$BACKUP/starter" ]; then rm -rf "Katas/$MODULE"; cp -r "$BACKUP/starter" "Katas/$MODULE"; fi
  cp "$BACKUP/file" "$FILE"
  if [ -f "$BACKUP/progress.json" ]; then cp "$BACKUP/progress.json" .kata/progress.json; else rm -f .kata/progress.json; fi
  rm -rf "$BACKUP"
}
trap restore EXIT

edit() { printf '// benchmark edit %s\n' "$1" >> "$FILE"; }

echo "Building the runner and every kata once…"
swift build >/dev/null 2>&1 || swift build --product kata >/dev/null
swift build --product "${MODULE}Checks" >/dev/null 2>&1 || true

echo "(1) one-line edit in $FILE -> verdict, $RUNS runs each"
KATA_TIMES=(); RAW_TIMES=()
for i in $(seq 1 "$RUNS"); do
  edit "kata $i"; t0=$(now); "$BIN/kata" run "$KATA" >/dev/null 2>&1 || true; t1=$(now)
  KATA_TIMES+=("$(ms "$t0" "$t1")")
  edit "raw $i"; t0=$(now)
  { swift build --product "${MODULE}Checks" >/dev/null 2>&1 && KATA_SOURCES="$PWD/Katas/$MODULE" SWIFT_BACKTRACE=enable=no "$BIN/${MODULE}Checks" >/dev/null 2>&1; } || true
  t1=$(now)
  RAW_TIMES+=("$(ms "$t0" "$t1")")
done
K1=$(printf '%s\n' "${KATA_TIMES[@]}" | median); R1=$(printf '%s\n' "${RAW_TIMES[@]}" | median)

# The same loop on code without traps (the reference solution's files in place of the
# starter's): here the raw binary runs every check too, so this isolates the runner's cost.
cp -r "Katas/$MODULE" "$BACKUP/starter"
cp -r "Solutions/$MODULE/." "Katas/$MODULE/"
SOLVED_FILE="Katas/$MODULE/$(cd "Solutions/$MODULE" && ls *.swift | head -1)"
swift build --product "${MODULE}Checks" >/dev/null 2>&1 || true
KATA_SOLVED=(); RAW_SOLVED=()
for i in $(seq 1 "$RUNS"); do
  printf '// benchmark edit %s\n' "solved kata $i" >> "$SOLVED_FILE"; t0=$(now); "$BIN/kata" run "$KATA" >/dev/null 2>&1 || true; t1=$(now)
  KATA_SOLVED+=("$(ms "$t0" "$t1")")
  printf '// benchmark edit %s\n' "solved raw $i" >> "$SOLVED_FILE"; t0=$(now)
  { swift build --product "${MODULE}Checks" >/dev/null 2>&1 && KATA_SOURCES="$PWD/Katas/$MODULE" SWIFT_BACKTRACE=enable=no "$BIN/${MODULE}Checks" >/dev/null 2>&1; } || true
  t1=$(now)
  RAW_SOLVED+=("$(ms "$t0" "$t1")")
done
rm -rf "Katas/$MODULE"; cp -r "$BACKUP/starter" "Katas/$MODULE"
K1S=$(printf '%s\n' "${KATA_SOLVED[@]}" | median); R1S=$(printf '%s\n' "${RAW_SOLVED[@]}" | median)
SWIFT_RUN_TIMES=()
for i in $(seq 1 "$RUNS"); do
  edit "swift run $i"; t0=$(now); swift run -q kata run "$KATA" >/dev/null 2>&1 || true; t1=$(now)
  SWIFT_RUN_TIMES+=("$(ms "$t0" "$t1")")
done
S1=$(printf '%s\n' "${SWIFT_RUN_TIMES[@]}" | median)
cp "$BACKUP/file" "$FILE"

echo "(2) kata check with nothing changed, $RUNS runs each"
swift build >/dev/null 2>&1 || true
CHECK_TIMES=(); NOCACHE_TIMES=(); DIRECT_TIMES=()
"$BIN/kata" check >/dev/null 2>&1 || true
MODULES=$(sed -n 's/.*"module": "\([A-Za-z]*\)".*/\1/p' Katas/katas.json)
for i in $(seq 1 "$RUNS"); do
  t0=$(now); "$BIN/kata" check >/dev/null 2>&1 || true; t1=$(now)
  CHECK_TIMES+=("$(ms "$t0" "$t1")")
  t0=$(now); "$BIN/kata" check --no-cache >/dev/null 2>&1 || true; t1=$(now)
  NOCACHE_TIMES+=("$(ms "$t0" "$t1")")
  t0=$(now)
  for m in $MODULES; do KATA_SOURCES="$PWD/Katas/$m" SWIFT_BACKTRACE=enable=no "$BIN/${m}Checks" >/dev/null 2>&1 || true; done
  t1=$(now)
  DIRECT_TIMES+=("$(ms "$t0" "$t1")")
done
K2=$(printf '%s\n' "${CHECK_TIMES[@]}" | median); R2=$(printf '%s\n' "${DIRECT_TIMES[@]}" | median)
N2=$(printf '%s\n' "${NOCACHE_TIMES[@]}" | median)

echo "(3) save -> start of the re-run in kata watch, $RUNS runs"
LOG=$(mktemp)
FIFO=$(mktemp -u); mkfifo "$FIFO"
sleep 3600 > "$FIFO" &
HOLDER=$!
"$BIN/kata" watch "$KATA" < "$FIFO" > "$LOG" 2>&1 &
WATCH_PID=$!
count_runs() { grep -c "kata watch: running" "$LOG" || true; }
wait_for_runs() { # wait until the log shows $1 runs and the run has finished
  while [ "$(count_runs)" -lt "$1" ] || [ "$(grep -c '^Watching' "$LOG" || true)" -lt "$1" ]; do sleep 0.01; done
}
wait_for_runs 1
WATCH_TIMES=()
for i in $(seq 1 "$RUNS"); do
  before=$(count_runs)
  edit "watch $i"; t0=$(now)
  while [ "$(count_runs)" -le "$before" ]; do sleep 0.005; done
  t1=$(now)
  WATCH_TIMES+=("$(ms "$t0" "$t1")")
  wait_for_runs $((before + 1))
done
kill "$WATCH_PID" "$HOLDER" 2>/dev/null || true; WATCH_PID=""
rm -f "$FIFO" "$LOG"
W3=$(printf '%s\n' "${WATCH_TIMES[@]}" | median)

echo
echo "Medians on $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $RUNS runs, kata $KATA:"
printf '  (1) edit -> verdict:  kata run %5s ms   raw build+binary %5s ms   ratio %s (target <= 1.10)\n' "$K1" "$R1" "$(ratio "$K1" "$R1")"
printf '      code without traps:   kata run %5s ms   raw build+binary %5s ms   ratio %s\n' "$K1S" "$R1S" "$(ratio "$K1S" "$R1S")"
printf '      through swift run: %5s ms (SwiftPM checks the runner first)  ratio to raw %s\n' "$S1" "$(ratio "$S1" "$R1")"
printf '  (2) check, no change: kata check %5s ms   binaries directly %5s ms   ratio %s (target <= 1.30)\n' "$K2" "$R2" "$(ratio "$K2" "$R2")"
printf '      every check run again: kata check --no-cache %5s ms   ratio %s\n' "$N2" "$(ratio "$N2" "$R2")"
printf '  (3) save -> re-run starts in watch: %s ms (target <= 250)\n' "$W3"
echo "  samples (1) kata: ${KATA_TIMES[*]} | raw: ${RAW_TIMES[*]} | swift run: ${SWIFT_RUN_TIMES[*]}"
echo "  samples (1) without traps, kata: ${KATA_SOLVED[*]} | raw: ${RAW_SOLVED[*]}"
echo "  samples (2) check: ${CHECK_TIMES[*]} | --no-cache: ${NOCACHE_TIMES[*]} | direct: ${DIRECT_TIMES[*]}"
echo "  samples (3) watch: ${WATCH_TIMES[*]}"
