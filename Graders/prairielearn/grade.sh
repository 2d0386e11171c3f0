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
    # unzip never writes outside the folder it is given (it skips "../" names). It is run from the
    # upload's folder, so that it names the upload "katas.zip", not by the grader's path.
    if ! (cd "$ROOT/student" && unzip -q katas.zip -d "$SUBMISSION") >"$SUBMISSION.log" 2>&1; then
        # What to do first, then unzip's words: the grader's folders taken out, printable ASCII
        # only (no control character, C0 or C1, reaches the results), no quote, spaces squeezed.
        REASON="$(awk -v unpacked="$SUBMISSION" -v root="$ROOT" '{
                for (i = index($0, unpacked); i > 0; i = index($0, unpacked)) $0 = substr($0, 1, i - 1) "<unpacked>" substr($0, i + length(unpacked))
                for (i = index($0, root); i > 0; i = index($0, root)) $0 = substr($0, 1, i - 1) "<upload>" substr($0, i + length(root))
                print }' "$SUBMISSION.log" | tr '\n' ' ' | tr -cd ' -~' | tr -d '"\\' | tr -s ' ' | sed 's/^ //; s/ $//' | head -c 400)"
        printf '{"gradable": false, "format_errors": ["katas.zip is not a zip archive that can be unpacked: zip your Katas folder (zip -r katas.zip Katas) and upload that file again. (unzip said: %s)"], "score": 0, "message": "katas.zip could not be unpacked", "tests": []}\n' \
            "$REASON" > "$ROOT/results/results.json"
        rm -rf "$SUBMISSION" "$SUBMISSION.log"
        exit 0
    fi
fi
sh "$WORKBOOK/Graders/grade-submission.sh" "$SUBMISSION" prairielearn "$ROOT/results/results.json" "$WORKBOOK"
