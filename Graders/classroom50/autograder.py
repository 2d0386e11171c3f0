#!/usr/bin/env python3
"""Classroom 50 autograder for the kata workbook.

Classroom 50's runner fetches this file (the assignment's autograder.py, or the classroom's
default) and runs it with the student's checkout as the working folder. It grades that checkout
with a pristine copy of the instructor's workbook, never with the student's own checks, and
writes ./result.json as classroom50/result/v1 demands (`kata grade --format classroom50`).

Where the pristine workbook comes from, the first found:
  1. KATA_WORKBOOK: a folder holding the workbook (built already or not);
  2. $CLASSROOM50_BUNDLE_DIR/workbook: the workbook copied into the assignment's bundle;
  3. a clone of KATA_WORKBOOK_REPOSITORY at KATA_WORKBOOK_REF (a commit: pin it), made here.

The submission's identity comes from the runner's environment (CLASSROOM, ASSIGNMENT,
SUBMISSION_TAG, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL, GITHUB_ACTOR, USERNAME,
COMMIT_URL, RELEASE_URL, REVIEW_URL), which `kata grade` reads itself.

Needs python3, git (for 3.) and a Swift 6.3 toolchain on PATH (see Graders/README.md).
Exits 0 once result.json is written, whatever the grade: a grade that cannot run at all still
writes a valid result.json, with score 0 and the reason.
"""

import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

RESULT = os.path.join(os.getcwd(), "result.json")


def log(message):
    print("autograder.py: " + message, file=sys.stderr, flush=True)


def timestamp():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def write_failure(reason):
    """A valid result.json saying why nothing could be graded (score 0)."""
    env = os.environ
    repository = env.get("GITHUB_REPOSITORY", "")
    sha = env.get("GITHUB_SHA", "")
    server = env.get("GITHUB_SERVER_URL") or "https://github.com"
    commit = env.get("COMMIT_URL") or (server + "/" + repository + "/commit/" + sha if repository and sha else sha)
    result = {
        "schema": "classroom50/result/v1",
        "classroom": env.get("CLASSROOM", ""),
        "assignment": env.get("ASSIGNMENT", ""),
        "assignment_type": env.get("ASSIGNMENT_TYPE") or "individual",
        "owner": env.get("USERNAME") or repository.split("/")[0],
        "submission": env.get("SUBMISSION_TAG", ""),
        "commit": commit,
        "release": env.get("RELEASE_URL", ""),
        "review": env.get("REVIEW_URL", ""),
        "datetime": env.get("SUBMITTED_AT") or timestamp(),
        "graded_at": timestamp(),
        "score": 0,
        "max-score": 100,
        "tests": [{"name": "the workbook grades", "score": 0, "max-score": 100, "passed": False, "output": reason}],
    }
    if env.get("GITHUB_ACTOR"):
        result["submitted_by"] = env["GITHUB_ACTOR"]
    with open(RESULT, "w", encoding="utf-8") as file:
        json.dump(result, file, indent=2)
        file.write("\n")
    log(reason)


def workbook():
    given = os.environ.get("KATA_WORKBOOK")
    if given:
        return given
    bundle = os.environ.get("CLASSROOM50_BUNDLE_DIR")
    if bundle and os.path.isfile(os.path.join(bundle, "workbook", "Package.swift")):
        return os.path.join(bundle, "workbook")
    repository = os.environ.get("KATA_WORKBOOK_REPOSITORY")
    ref = os.environ.get("KATA_WORKBOOK_REF")
    if not repository or not ref:
        raise RuntimeError("no workbook: put it in the assignment's bundle (workbook/), or set KATA_WORKBOOK_REPOSITORY "
                           "and KATA_WORKBOOK_REF (a commit) for the runner")
    folder = os.path.join(tempfile.mkdtemp(prefix="kata-workbook-"), "workbook")
    url = repository if "://" in repository or repository.startswith("git@") else "https://github.com/" + repository + ".git"
    subprocess.run(["git", "init", "-q", folder], check=True)
    subprocess.run(["git", "-C", folder, "fetch", "-q", "--depth", "1", url, ref], check=True)
    subprocess.run(["git", "-C", folder, "checkout", "-q", "FETCH_HEAD"], check=True)
    return folder


def main():
    try:
        if shutil.which("swift") is None and not os.environ.get("KATA_BIN"):
            raise RuntimeError("no Swift toolchain on this runner: run the autograder in a Swift 6.3 image "
                               "(see the workbook's Graders/README.md, \"Classroom 50\")")
        folder = workbook()
        if not os.path.isfile(os.path.join(folder, ".kata-grader")):
            subprocess.run(["sh", os.path.join(folder, "Graders", "build-workbook.sh"), folder], check=True, stdout=sys.stderr)
        # kata grade writes result.json from its first moment, and exits 0 once it is written.
        subprocess.run(["sh", os.path.join(folder, "Graders", "grade-submission.sh"), os.getcwd(), "classroom50", RESULT, folder],
                       check=True, stdout=sys.stderr)
    except (OSError, RuntimeError, subprocess.CalledProcessError) as error:
        if isinstance(error, subprocess.CalledProcessError) and os.path.isfile(RESULT):
            log("the grade ended early (" + str(error) + "): result.json says what was graded")
            return 0
        write_failure("The submission could not be graded: " + str(error))
    return 0


if __name__ == "__main__":
    sys.exit(main())
