#!/bin/sh
# Run once when the grader image is built (see Dockerfile): the workbook is built into the image,
# since PrairieLearn's jobs have no network and 30 s by default.
set -eu
WORKBOOK="${KATA_WORKBOOK:-/workbook}"
sh "$WORKBOOK/Graders/build-workbook.sh" "$WORKBOOK"
