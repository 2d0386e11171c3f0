#!/bin/sh
# CodeGrade AutoTest v2, "Setup" block: builds the instructor's workbook once (uploaded as a
# fixture, unzipped to $KATA_WORKBOOK, default $HOME/workbook).
set -eu
WORKBOOK="${KATA_WORKBOOK:-$HOME/workbook}"
sh "$WORKBOOK/Graders/build-workbook.sh" "$WORKBOOK"
