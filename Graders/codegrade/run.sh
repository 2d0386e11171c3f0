#!/bin/sh
# CodeGrade AutoTest v2, "Custom Test" / JUnit block: grades the submission in the current folder
# (or $1) and writes JUnit XML where CodeGrade reads it ($CG_JUNIT_XML_LOCATION).
set -eu
WORKBOOK="${KATA_WORKBOOK:-$HOME/workbook}"
SUBMISSION="$(cd "${1:-.}" && pwd)"
sh "$WORKBOOK/Graders/grade-submission.sh" "$SUBMISSION" junit "${CG_JUNIT_XML_LOCATION:?CodeGrade sets CG_JUNIT_XML_LOCATION}" "$WORKBOOK"
