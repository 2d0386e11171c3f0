#!/usr/bin/env bash
# Measures the edit-to-verdict loop on this machine, with medians of several runs:
#   (1) a one-line edit in a learner file -> `kata run` verdict, against the raw
#       `swift build --product <checks> && <checks binary>` on the same edit, for each kata, on the
#       starter (traps and failures) and on code without traps (the reference solution in place),
#       and for two kinds of edit:
#         - a declaration (a new private constant): what other modules see changes, so the checks
#           module is compiled again too, as after adding a property or a type;
#         - a function body (a literal in a function): only that file is compiled again and the
#           checks linked, as when a learner fills in or fixes a function;
#   (2) `kata check --no-cache` (and with nothing changed), against running the built checks
#       binaries directly;
#   (3) a save -> the verdict in `kata watch`, for both kinds of edit;
#   (4) what the architecture rules add to `kata run` (reading the index, building the graph,
#       running every rule and drawing the parts: KATA_INDEX=off, which kata hands only to the
#       checks of a run of the reference, switches exactly that off), and what the runner (a
#       fresh process per check, output captured, results validated) costs over the bare binary;
#   (5) both build systems, for the first kata asked: `kata run` forced native (the direct build),
#       with no --build-system on a toolchain whose default is Swift Build (SwiftPM 6.4, Xcode 27;
#       played here through KATA_TOOLCHAIN_BUILD_HELP: kata still builds natively), and forced
#       `--build-system swiftbuild`, on the starter and the solution, for both kinds of edit.
# Usage: Benchmarks/feedback-loop.sh [runs] [kata-id|all] [build-systems]     (defaults: 7 all)
#   build-systems: only (5).
# Your files and progress are restored at the end, even on Ctrl-C. Runs record no progress
# (`--no-progress`): with the reference in place a kata passes, and its change request would open.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-7}
WHICH=${2:-all}
ONLY=${3:-}
# Where `swift build` puts products with the toolchain's default build system (`.build/debug`
# natively, `.build/out/Products/Debug…` where Swift Build is the default, as in Swift 6.4).
BIN=$(swift build --show-bin-path 2>/dev/null || echo .build/debug)
ALL_IDS=$(sed -n 's/.*"id": "\([a-z-]*\)".*/\1/p' Katas/katas.json)
if [ "$WHICH" = all ]; then IDS=$ALL_IDS; else IDS=$WHICH; fi
module_of() { # the module of a kata id, from Katas/katas.json (id comes before module in each entry)
  awk -v id="$1" -F'"' '$2 == "id" { found = ($4 == id) } found && $2 == "module" { print $4; exit }' Katas/katas.json
}
for id in $IDS; do [ -n "$(module_of "$id")" ] || { echo "There is no kata '$id' in Katas/katas.json." >&2; exit 64; }; done
FIRST=$(set -- $IDS; echo "$1")

# Nanoseconds since the epoch. BSD date has no %N and a Mac's /bin/bash (3.2) no
# EPOCHREALTIME: perl (part of macOS) or python3 then.
now() {
  if [ -n "${EPOCHREALTIME:-}" ]; then local t=${EPOCHREALTIME/[.,]/}; echo "${t}000"
  else perl -MTime::HiRes=time -e 'printf "%.0f\n", time * 1e9' 2>/dev/null || python3 -c 'import time; print(time.time_ns())'; fi
}
ms() { echo $(( ($2 - $1) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
timed() { local t0 t1; t0=$(now); "$@" >/dev/null 2>&1 || true; t1=$(now); ms "$t0" "$t1"; }

# Files are copied with their times (-p): a learner's files were mostly written long ago, and a
# build must only pay for the file just edited.
BACKUP=$(mktemp -d)
cp -pR Katas "$BACKUP/Katas"
[ -f .kata/progress.json ] && cp .kata/progress.json "$BACKUP/progress.json"
WATCH_PID=""; HOLDER=""
restore() {
  [ -n "$WATCH_PID" ] && kill "$WATCH_PID" 2>/dev/null || true
  [ -n "$HOLDER" ] && kill "$HOLDER" 2>/dev/null || true
  for id in $ALL_IDS; do m=$(module_of "$id"); rm -rf "Katas/$m"; cp -pR "$BACKUP/Katas/$m" "Katas/$m"; done
  if [ -f "$BACKUP/progress.json" ]; then cp "$BACKUP/progress.json" .kata/progress.json; else rm -f .kata/progress.json; fi
  rm -rf "$BACKUP"
}
trap restore EXIT

# One-line edits that change the compiled code (a comment alone may leave the object file as it
# was, and then neither SwiftPM nor kata links again). A declaration edit appends a new private
# constant; a body edit changes the literal in a function that add_probe appended once, untimed.
EDITS=0
edit_declaration() { EDITS=$((EDITS + 1)); printf 'private let benchmarkEdit%s = %s // %s\n' "$EDITS" "$EDITS" "$2" >> "$1"; }
add_probe() { printf '\nprivate func benchmarkProbe() -> Int { 0 }\n' >> "$1"; }
edit_body() { EDITS=$((EDITS + 1)); sed -i.bak "s/benchmarkProbe() -> Int { [0-9]* }/benchmarkProbe() -> Int { $EDITS }/" "$1"; rm -f "$1.bak"; }
first_file() { find "$1" -name '*.swift' | LC_ALL=C sort | head -1; }
raw_loop() { # the raw SwiftPM loop: build the checks, run the binary
  swift build --product "$1Checks" >/dev/null 2>&1 && KATA_SOURCES="$PWD/Katas/$1" SWIFT_BACKTRACE=enable=no "$BIN/$1Checks" >/dev/null 2>&1
}

echo "Building the runner and every kata once…"
swift build >/dev/null 2>&1 || swift build --product kata >/dev/null
"$BIN/kata" check >/dev/null 2>&1 || true

# (5) `kata run $2 $5…` (environment $4) after RUNS declaration and RUNS body edits of $1:
# prints the two medians; the samples go to standard error. It runs in a subshell: the edits are
# numbered from $3, so that no two calls write the same declaration or the same literal.
HELP64=$'  --build-system <build-system>\n                          Specify the build system to use. (default: swiftbuild)\n        native            - Native Build System\n        swiftbuild        - Swift Build\n'
system_loops() {
  local file=$1 id=$2 env=$4 i K=() KB=(); EDITS=$3; shift 4
  env "$env" "$BIN/kata" run "$id" --no-progress "$@" >/dev/null 2>&1 || true
  for i in $(seq 1 "$RUNS"); do edit_declaration "$file" "system $i"; K+=("$(timed env "$env" "$BIN/kata" run "$id" --no-progress "$@")"); done
  grep -q benchmarkProbe "$file" || add_probe "$file"
  env "$env" "$BIN/kata" run "$id" --no-progress "$@" >/dev/null 2>&1 || true
  for i in $(seq 1 "$RUNS"); do edit_body "$file"; KB+=("$(timed env "$env" "$BIN/kata" run "$id" --no-progress "$@")"); done
  echo "  $id $*: declaration ${K[*]} ; body ${KB[*]}" >&2
  echo "$(printf '%s\n' "${K[@]}" | median) $(printf '%s\n' "${KB[@]}" | median)"
}
build_systems() {
  local id=$FIRST m code file n nb d db s sb
  m=$(module_of "$id")
  BS_TABLE=""
  for code in starter solution; do
    if [ "$code" = solution ]; then rm -rf "Katas/$m"; cp -pR "Solutions/$m" "Katas/$m"; fi
    file=$(first_file "Katas/$m")
    read -r n nb < <(system_loops "$file" "$id" 1000 KATA_BENCHMARK=1 --build-system native)
    read -r d db < <(system_loops "$file" "$id" 2000 "KATA_TOOLCHAIN_BUILD_HELP=$HELP64")
    read -r s sb < <(system_loops "$file" "$id" 3000 KATA_BENCHMARK=1 --build-system swiftbuild)
    BS_TABLE+=$(printf '  %-9s declaration: native %5s  default Swift Build %5s (%s)  forced swiftbuild %5s (%s)' \
      "$code" "$n" "$d" "$(ratio "$d" "$n")" "$s" "$(ratio "$s" "$n")")$'\n'
    BS_TABLE+=$(printf '  %-9s body:        native %5s  default Swift Build %5s (%s)  forced swiftbuild %5s (%s)' \
      "" "$nb" "$db" "$(ratio "$db" "$nb")" "$sb" "$(ratio "$sb" "$nb")")$'\n'
    rm -rf "Katas/$m"; cp -pR "$BACKUP/Katas/$m" "Katas/$m"
  done
  echo "(5) both build systems ($id), medians in ms of $RUNS runs, ratio to native (target: default <= 1.10)"
  printf '%s' "$BS_TABLE"
}
if [ "$ONLY" = build-systems ]; then build_systems; exit 0; fi

# Prints the medians "kata raw kata-body raw-body" of RUNS declaration edits and RUNS body edits
# of $1, each timed through `kata run $2` and through the raw loop of module $3; the samples go
# to standard error.
loops() {
  local file=$1 id=$2 m=$3 i K=() R=() KB=() RB=()
  for i in $(seq 1 "$RUNS"); do
    edit_declaration "$file" "kata $i"; K+=("$(timed "$BIN/kata" run "$id" --no-progress)")
    edit_declaration "$file" "raw $i"; R+=("$(timed raw_loop "$m")")
  done
  add_probe "$file"; "$BIN/kata" run "$id" --no-progress >/dev/null 2>&1 || true; raw_loop "$m" || true
  for i in $(seq 1 "$RUNS"); do
    edit_body "$file"; KB+=("$(timed "$BIN/kata" run "$id" --no-progress)")
    edit_body "$file"; RB+=("$(timed raw_loop "$m")")
  done
  echo "  $id $4: declaration kata ${K[*]} | raw ${R[*]} ; body kata ${KB[*]} | raw ${RB[*]}" >&2
  echo "$(printf '%s\n' "${K[@]}" | median) $(printf '%s\n' "${R[@]}" | median)" \
       "$(printf '%s\n' "${KB[@]}" | median) $(printf '%s\n' "${RB[@]}" | median)"
}
row() { printf '  %-20s %-9s %6s %6s %5s   %6s %6s %5s' "$1" "$2" "$3" "$4" "$(ratio "$3" "$4")" "$5" "$6" "$(ratio "$5" "$6")"; }

echo "(1) one-line edit -> verdict, $RUNS runs of each edit"
TABLE=""
for id in $IDS; do
  m=$(module_of "$id")
  file=$(first_file "Katas/$m")
  read -r k r kb rb < <(loops "$file" "$id" "$m" starter)
  # Code without traps: the reference solution's files in place of the starter's (only those: a
  # starter's file may share a name with one of the solution's). The raw binary then runs every
  # check too, so this isolates the runner's cost.
  rm -rf "Katas/$m"; cp -pR "Solutions/$m" "Katas/$m"
  solved=$(first_file "Solutions/$m"); solved="Katas/$m/${solved#Solutions/$m/}"
  "$BIN/kata" run "$id" --no-progress >/dev/null 2>&1 || true
  read -r ks rs kbs rbs < <(loops "$solved" "$id" "$m" "no traps")
  rm -rf "Katas/$m"; cp -pR "$BACKUP/Katas/$m" "Katas/$m"
  [ "$id" = "$FIRST" ] && { R1=$r; RB1=$rb; }
  TABLE+=$(row "$id" starter "$k" "$r" "$kb" "$rb")$'\n'$(row "" "no traps" "$ks" "$rs" "$kbs" "$rbs")$'\n'
done
"$BIN/kata" run "$FIRST" --no-progress >/dev/null 2>&1 || true
SR=()
FIRST_FILE=$(first_file "Katas/$(module_of "$FIRST")")
for i in $(seq 1 "$RUNS"); do edit_declaration "$FIRST_FILE" "swift run $i"; SR+=("$(timed swift run -q kata run "$FIRST" --no-progress)"); done
S1=$(printf '%s\n' "${SR[@]}" | median)
rm -rf "Katas/$(module_of "$FIRST")"; cp -pR "$BACKUP/Katas/$(module_of "$FIRST")" "Katas/$(module_of "$FIRST")"

echo "(2) kata check, $RUNS runs each"
"$BIN/kata" check >/dev/null 2>&1 || true
run_binaries() { for id in $ALL_IDS; do m=$(module_of "$id"); KATA_SOURCES="$PWD/Katas/$m" SWIFT_BACKTRACE=enable=no "$BIN/${m}Checks" >/dev/null 2>&1 || true; done; }
C=(); N=(); D=()
for i in $(seq 1 "$RUNS"); do
  C+=("$(timed "$BIN/kata" check)"); N+=("$(timed "$BIN/kata" check --no-cache)"); D+=("$(timed run_binaries)")
done
K2=$(printf '%s\n' "${C[@]}" | median); N2=$(printf '%s\n' "${N[@]}" | median); R2=$(printf '%s\n' "${D[@]}" | median)

echo "(3) save -> verdict in kata watch against kata run for the same edits, $RUNS runs"
# kata run first, on the same file and the same kinds of edit, just before watch starts.
KR=(); KRB=()
"$BIN/kata" run "$FIRST" --no-progress >/dev/null 2>&1 || true
for i in $(seq 1 "$RUNS"); do edit_declaration "$FIRST_FILE" "run $i"; KR+=("$(timed "$BIN/kata" run "$FIRST" --no-progress)"); done
add_probe "$FIRST_FILE"; "$BIN/kata" run "$FIRST" --no-progress >/dev/null 2>&1 || true
for i in $(seq 1 "$RUNS"); do edit_body "$FIRST_FILE"; KRB+=("$(timed "$BIN/kata" run "$FIRST" --no-progress)"); done
LOG=$(mktemp); FIFO=$(mktemp -u); mkfifo "$FIFO"
sleep 3600 > "$FIFO" & HOLDER=$!
"$BIN/kata" watch "$FIRST" < "$FIFO" > "$LOG" 2>&1 & WATCH_PID=$!
# A run has finished when watch printed its footer. One grep every 20 ms: polling harder would
# take the CPU the run being measured needs.
count_runs() { grep -c '^Watching' "$LOG" || true; }
wait_for_runs() { while [ "$(count_runs)" -lt "$1" ]; do sleep 0.02; done; }
wait_for_runs 1
W=(); WB=()
for i in $(seq 1 "$RUNS"); do
  before=$(count_runs); edit_declaration "$FIRST_FILE" "watch $i"; t0=$(now)
  wait_for_runs $((before + 1)); t1=$(now)
  W+=("$(ms "$t0" "$t1")")
done
for i in $(seq 1 "$RUNS"); do
  before=$(count_runs); edit_body "$FIRST_FILE"; t0=$(now)
  wait_for_runs $((before + 1)); t1=$(now)
  WB+=("$(ms "$t0" "$t1")")
done
kill "$WATCH_PID" "$HOLDER" 2>/dev/null || true; WATCH_PID=""; HOLDER=""
rm -f "$FIFO" "$LOG"
W3=$(printf '%s\n' "${W[@]}" | median); WB3=$(printf '%s\n' "${WB[@]}" | median)
KR3=$(printf '%s\n' "${KR[@]}" | median); KRB3=$(printf '%s\n' "${KRB[@]}" | median)
rm -rf "Katas/$(module_of "$FIRST")"; cp -pR "$BACKUP/Katas/$(module_of "$FIRST")" "Katas/$(module_of "$FIRST")"

echo "(4) rules and runner, nothing to build, $RUNS runs each"
RULES=""
for id in $IDS; do
  m=$(module_of "$id")
  "$BIN/kata" run "$id" --solution --no-progress >/dev/null 2>&1 || true
  WITH=(); WITHOUT=(); BARE=()
  for i in $(seq 1 "$RUNS"); do
    WITH+=("$(timed "$BIN/kata" run "$id" --solution --no-progress)")
    # The rules pass unread and no picture is made: the difference is their whole cost.
    WITHOUT+=("$(timed env KATA_INDEX=off "$BIN/kata" run "$id" --solution --no-progress)")
    BARE+=("$(timed env KATA_SOURCES="$PWD/Solutions/$m" SWIFT_BACKTRACE=enable=no "$BIN/${m}SolutionChecks")")
  done
  w=$(printf '%s\n' "${WITH[@]}" | median); wo=$(printf '%s\n' "${WITHOUT[@]}" | median); b=$(printf '%s\n' "${BARE[@]}" | median)
  RULES+=$(printf '  %-20s %6s %6s  %5s   %6s  %5s' "$id" "$w" "$wo" "$((w - wo))" "$b" "$(ratio "$w" "$b")")$'\n'
done

echo
echo "Medians in ms on $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $RUNS runs:"
echo "(1) edit -> verdict (target: ratio <= 0.70)"
echo "  kata                 code      declaration: kata    raw ratio   body: kata    raw ratio"
printf '%s' "$TABLE"
printf '  through swift run (%s): %s ms, ratio to raw %s (SwiftPM checks the runner first)\n' "$FIRST" "$S1" "$(ratio "$S1" "$R1")"
printf '(2) kata check --no-cache %s ms, binaries directly %s ms: ratio %s (target <= 1.30); nothing changed: %s ms\n' \
  "$N2" "$R2" "$(ratio "$N2" "$R2")" "$K2"
printf '(3) save -> verdict in kata watch (%s, starter): declaration %s ms, ratio to raw %s; body %s ms, ratio to raw %s (target <= 0.75)\n' \
  "$FIRST" "$W3" "$(ratio "$W3" "$R1")" "$WB3" "$(ratio "$WB3" "$RB1")"
printf '    against kata run for the same edits: declaration %s ms (watch %+d ms), body %s ms (watch %+d ms) (target: watch <= +60 ms)\n' \
  "$KR3" "$((W3 - KR3))" "$KRB3" "$((WB3 - KRB3))"
echo "(4) kata run --solution, nothing to build: the rules (read, graph, every rule; target <= 60 ms) and the runner"
echo "  kata                 rules   no rules  rules  bare binary  ratio"
printf '%s' "$RULES"
echo "  samples (2) check: ${C[*]} | --no-cache: ${N[*]} | binaries: ${D[*]}"
build_systems
echo "  samples (3) watch: declaration ${W[*]} | body ${WB[*]} ; kata run: declaration ${KR[*]} | body ${KRB[*]}"
