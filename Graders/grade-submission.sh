#!/bin/sh
# Grades one submission with the workbook built by build-workbook.sh, in a platform's format.
# Usage: Graders/grade-submission.sh <submission folder> <format> <results file> [workbook folder]
# Always exits 0 once the results file is written (platforms read the file, not the exit code).
# KATA_GRADE_ACT=2 grades the second acts too (each kata's change request's checks).
set -eu
SUBMISSION="$1"; FORMAT="$2"; RESULTS="$3"
WORKBOOK="${4:-$(cd "$(dirname "$0")/.." && pwd)}"
# A toolchain installed by gradescope/setup.sh, when there is no other.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then PATH="/opt/swift/usr/bin:$PATH"; export PATH; fi
KATA="$(cat "$WORKBOOK/.kata-grader" 2>/dev/null || echo "$WORKBOOK/.build/debug/kata")"
cd "$WORKBOOK"
# Each platform's default time limit, less a margin for building and writing: Gradescope's
# 10 minutes and PrairieLearn's timeout in info.json (600 s). KATA_GRADE_TIME_BUDGET overrides.
case "$FORMAT" in
    gradescope|prairielearn) BUDGET="${KATA_GRADE_TIME_BUDGET:-540}" ;;
    *) BUDGET="${KATA_GRADE_TIME_BUDGET:-}" ;;
esac
exec "$KATA" grade "$SUBMISSION" --format "$FORMAT" --output "$RESULTS" --timeout "${KATA_CHECK_TIMEOUT:-5}" --act "${KATA_GRADE_ACT:-1}" \
    ${BUDGET:+--time-budget "$BUDGET"}
