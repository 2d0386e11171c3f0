#!/bin/sh
# PrairieLearn's external grader entry point: the learner's files are in /grade/student, the
# results go to /grade/results/results.json. PL_GRADE_ROOT simulates /grade (for testing elsewhere).
set -eu
ROOT="${PL_GRADE_ROOT:-/grade}"
WORKBOOK="${KATA_WORKBOOK:-/workbook}"
mkdir -p "$ROOT/results"
sh "$WORKBOOK/Graders/grade-submission.sh" "$ROOT/student" prairielearn "$ROOT/results/results.json" "$WORKBOOK"
