#!/bin/sh
# CodeGrade AutoTest v2, "Custom Test" block: grades the submission in the current folder (or $1)
# and prints a plain report, then CodeGrade's own points line as the last line,
#   {"tag": "points", "points": "34/100"}
# so that CodeGrade records the same whole points as every other platform (not a ratio of
# passing test cases, which a JUnit block would compute).
set -eu
WORKBOOK="${KATA_WORKBOOK:-$HOME/workbook}"
SUBMISSION="$(cd "${1:-.}" && pwd)"
KATA="$(cat "$WORKBOOK/.kata-grader" 2>/dev/null || echo "$WORKBOOK/.build/debug/kata")"
cd "$WORKBOOK"
exec "$KATA" grade "$SUBMISSION" --format codegrade --timeout "${KATA_CHECK_TIMEOUT:-5}" --act "${KATA_GRADE_ACT:-1}"
