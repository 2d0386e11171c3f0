#!/bin/sh
# Grades one submission with the workbook built by build-workbook.sh, in a platform's format.
# Usage: Graders/grade-submission.sh <submission folder> <format> <results file> [workbook folder]
# Always exits 0 once the results file is written (platforms read the file, not the exit code).
# KATA_GRADE_ACT=2 grades the second acts too (each kata's change request's checks).
set -eu
SUBMISSION="$1"; FORMAT="$2"; RESULTS="$3"
WORKBOOK="${4:-$(cd "$(dirname "$0")/.." && pwd)}"
KATA="$(cat "$WORKBOOK/.kata-grader" 2>/dev/null || echo "$WORKBOOK/.build/debug/kata")"
cd "$WORKBOOK"
exec "$KATA" grade "$SUBMISSION" --format "$FORMAT" --output "$RESULTS" --timeout "${KATA_CHECK_TIMEOUT:-5}" --act "${KATA_GRADE_ACT:-1}"
