#!/bin/sh
# Classroom 50 (GitHub Actions): builds the instructor's workbook, checked out next to the learner's
# repository, and grades the learner's repository into ./result.json.
# Usage: Graders/classroom50/grade.sh <learner's checkout> <instructor's workbook checkout>
set -eu
SUBMISSION="$(cd "$1" && pwd)"; WORKBOOK="$(cd "$2" && pwd)"
sh "$WORKBOOK/Graders/build-workbook.sh" "$WORKBOOK"
sh "$WORKBOOK/Graders/grade-submission.sh" "$SUBMISSION" classroom50 "$PWD/result.json" "$WORKBOOK"
