#!/bin/sh
# Gradescope runs this once, when it builds the autograder image. The autograder zip holds the
# workbook (the instructor's copy) with this file and run_autograder at its top.
# AUTOGRADER_ROOT simulates /autograder (for testing elsewhere).
set -eu
ROOT="${AUTOGRADER_ROOT:-/autograder}"
WORKBOOK="${KATA_WORKBOOK:-$ROOT/source}"
sh "$WORKBOOK/Graders/build-workbook.sh" "$WORKBOOK"
