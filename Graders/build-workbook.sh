#!/bin/sh
# Builds the workbook once, at set-up: the kata command and every kata's checks executables.
# Usage: Graders/build-workbook.sh [workbook folder]   (default: the folder above Graders/)
set -eu
WORKBOOK="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$WORKBOOK"
if ! command -v swift >/dev/null 2>&1; then
    echo "build-workbook.sh: no swift on PATH: install a Swift 6 toolchain first (https://www.swift.org/install/)" >&2
    exit 1
fi
# Every build here is one build: natively, as `kata` builds katas wherever the toolchain offers it
# (Swift 6.4's default is Swift Build, whose products `kata grade` would not reuse), and with the
# change requests' checks as `kata` builds them (KATA_CHANGE_CHECKS, see Package.swift). A build
# with another environment or build system would start over, KataKit and all.
build() {
    KATA_CHANGE_CHECKS=1 swift build --build-system native "$@"
}
# KATA_BIN: a kata built elsewhere (the package's tests use it); else this workbook's own.
if [ -z "${KATA_BIN:-}" ]; then
    build --product kata
    KATA_BIN="$(build --show-bin-path)/kata"
fi
# Every checks executable a grade runs (each kata's, and its change request's), so that grading
# rebuilds only the learner's modules (and reuses what is built here). One product at a time, not
# a whole `swift build`: that would also build the package plugin's own copy of kata (kata-tool,
# KataKit and the runner compiled a second time, for the host). A starter that does not compile
# does not stop the set-up: that kata is built when a submission is graded.
for folder in Sources/Checks/*/ Sources/ChangeChecks/*/; do
    [ -d "$folder" ] || continue
    kata="$(basename "$folder")"
    case "$folder" in Sources/ChangeChecks/*) product="${kata}ChangeChecks" ;; *) product="${kata}Checks" ;; esac
    build --product "$product" || echo "build-workbook.sh: warning: $product does not compile (a starter?); continuing" >&2
done
# What the pristine starters already pass earns no points: grade them once now, so that no
# submission's grade pays for it (kept in .kata/grade-baseline.json; made again if the checks change).
"$KATA_BIN" grade --baseline || echo "build-workbook.sh: warning: the starters' baseline was not made; each grade makes it" >&2
# The path of kata, for the graders' entry points.
echo "$KATA_BIN" > "$WORKBOOK/.kata-grader"
echo "build-workbook.sh: built $WORKBOOK ($(cat "$WORKBOOK/.kata-grader"))"
