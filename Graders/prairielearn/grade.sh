#!/bin/sh
# PrairieLearn's external grader entry point: the learner's files are in /grade/student, the
# results go to /grade/results/results.json. PL_GRADE_ROOT simulates /grade (for testing elsewhere).
# The question (question/question.html) takes one upload, katas.zip (the learner's Katas folder,
# zipped, so that each kata's folders are kept); it is unpacked here into a folder of its own. An
# upload of the kata folders themselves (a workspace) is graded as it is.
set -eu
ROOT="${PL_GRADE_ROOT:-/grade}"
WORKBOOK="${KATA_WORKBOOK:-/workbook}"
# Fails closed: whatever is where PrairieLearn reads the results (a file, a folder, a link) is
# removed first, so that the only results.json is one this script or the grade writes.
rm -rf "$ROOT/results/results.json"
mkdir -p "$ROOT/results"
SUBMISSION="$ROOT/student"
if [ -f "$ROOT/student/katas.zip" ]; then
    SUBMISSION="$(mktemp -d)"
    # unzip never writes outside the folder it is given (it skips "../" names).
    if ! unzip -q "$ROOT/student/katas.zip" -d "$SUBMISSION" 2>"$SUBMISSION.log"; then
        # Printable ASCII only (no control character, C0 or C1, reaches the results), no quote.
        REASON="$(head -c 500 "$SUBMISSION.log" | tr -cd ' -~' | tr -d '"\\')"
        printf '{"gradable": false, "format_errors": ["katas.zip could not be unpacked: %s. Zip your Katas folder (zip -r katas.zip Katas) and upload it again."], "score": 0, "message": "katas.zip could not be unpacked", "tests": []}\n' \
            "$REASON" > "$ROOT/results/results.json"
        exit 0
    fi
fi
sh "$WORKBOOK/Graders/grade-submission.sh" "$SUBMISSION" prairielearn "$ROOT/results/results.json" "$WORKBOOK"
