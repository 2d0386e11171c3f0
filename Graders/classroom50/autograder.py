#!/usr/bin/env python3
"""Classroom 50 autograder for the kata workbook.

Classroom 50's runner fetches this file (the assignment's autograder.py, or the classroom's
default) and runs it with the student's checkout as the working folder. It grades that checkout
with a pristine copy of the instructor's workbook, never with the student's own checks, and
writes ./result.json as classroom50/result/v1 demands (`kata grade --format classroom50`).

It fails closed. Before anything else, the files the runner reads from the checkout after it
(result.json, release-body.md) are removed, whatever they are (a file, a folder, a symbolic
link), and named in the output: a submission cannot hand in a grade of its own. The grade is
written to a file of this script's own, then moved into place; whatever fails (the workbook's
fetch, its build, `kata` itself), ./result.json is one this script wrote: score 0 and the reason
when nothing could be graded.

Where the pristine workbook comes from, the first found:
  1. KATA_WORKBOOK: a folder holding the workbook (built already or not);
  2. $CLASSROOM50_BUNDLE_DIR/workbook: the workbook copied into the assignment's bundle;
  3. a clone of KATA_WORKBOOK_REPOSITORY at KATA_WORKBOOK_REF (a commit: pin it), made here.
     The ref must be a commit, branch or tag name (letters, digits, . _ / -, not starting with
     -): anything else is refused before git runs, and both values reach git after `--`.

The submission's identity comes from the runner's environment (CLASSROOM, ASSIGNMENT,
SUBMISSION_TAG, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL, GITHUB_ACTOR, GITHUB_ACTOR_ID,
OWNER, USERNAME, COMMIT_URL, RELEASE_URL, REVIEW_URL), which `kata grade` reads itself.

Needs python3, git (for 3.) and a Swift 6.3 toolchain on PATH (see Graders/README.md).
Exits 0 once result.json is written, whatever the grade (the runner publishes a non-zero exit as
an error, 0 of 0, without the reason).
"""

import datetime
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.parse

SCHEMA = "classroom50/result/v1"
CHECKOUT = os.getcwd()
RESULT = "result.json"
# What the runner reads from the checkout once this script has run: the grade, and the release's
# text (used as it is when present).
RUNNERS_FILES = (RESULT, "release-body.md")
# A commit, branch or tag name that git cannot read as an option or a refspec with a destination.
REF = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/-]*$")
TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$")


class NotGraded(Exception):
    """Why the submission could not be graded, in words fit for the published result."""


def log(message):
    print("autograder.py: " + message, file=sys.stderr, flush=True)


def timestamp():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def remove(name):
    """Removes `name` from the checkout, without following it; what it was, or None when absent."""
    path = os.path.join(CHECKOUT, name)
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(mode):
        shutil.rmtree(path)
        return "a folder"
    os.unlink(path)
    return "a symbolic link" if stat.S_ISLNK(mode) else "a file"


def identity():
    """The result's identity fields, as the runner makes them (runner.py's make_result)."""
    env = {name: value.strip() for name, value in os.environ.items()}
    repository = env.get("GITHUB_REPOSITORY", "")
    server = env.get("GITHUB_SERVER_URL") or "https://github.com"
    classroom, assignment = env.get("CLASSROOM", ""), env.get("ASSIGNMENT", "")
    submission = env.get("SUBMISSION_TAG", "")
    name = repository.split("/", 1)[-1]
    prefix = (classroom + "-" + assignment + "-").lower()
    from_repository = name[len(prefix):] if name.lower().startswith(prefix) else ""
    sha = env.get("GITHUB_SHA", "")
    commit = env.get("COMMIT_URL") or (server + "/" + repository + "/commit/" + sha if repository and sha else sha)
    release = env.get("RELEASE_URL") or (server + "/" + repository + "/releases/tag/" + urllib.parse.quote(submission, safe="")
                                         if repository else "")
    result = {
        "schema": SCHEMA,
        "classroom": classroom,
        "assignment": assignment,
        "assignment_type": env.get("ASSIGNMENT_TYPE") or "individual",
        "owner": env.get("OWNER") or env.get("USERNAME") or from_repository or env.get("GITHUB_ACTOR", ""),
        "submission": submission,
        "commit": commit,
        "release": release,
        "review": env.get("REVIEW_URL") or commit,
        "datetime": env.get("SUBMITTED_AT") if TIME.match(env.get("SUBMITTED_AT", "")) else timestamp(),
        "graded_at": timestamp(),
    }
    if env.get("GITHUB_ACTOR"):
        result["submitted_by"] = {"username": env["GITHUB_ACTOR"]}
        if env.get("GITHUB_ACTOR_ID", "").isascii() and env.get("GITHUB_ACTOR_ID", "").isdigit():
            result["submitted_by"]["id"] = int(env["GITHUB_ACTOR_ID"])
    return result


def failure(reason):
    """A valid result saying why nothing could be graded: score 0."""
    log(reason)
    result = identity()
    result.update({
        "score": 0,
        "max-score": 100,
        "tests": [{"test-name": "the workbook grades this submission", "passed": False, "score": 0, "max-score": 100,
                   "output": reason}],
    })
    return json.dumps(result, indent=2) + "\n"


def run(step, arguments, **options):
    """Runs one step of the grade; NotGraded naming the step when it fails (not its arguments,
    which may hold a token in a repository's URL)."""
    try:
        subprocess.run(arguments, check=True, **options)
    except subprocess.CalledProcessError as error:
        raise NotGraded(step + " failed (exit status " + str(error.returncode) + ")") from error
    except OSError as error:
        raise NotGraded(step + " could not start: " + error.strerror) from error


def workbook():
    given = os.environ.get("KATA_WORKBOOK")
    if given:
        return given
    bundle = os.environ.get("CLASSROOM50_BUNDLE_DIR")
    if bundle and os.path.isfile(os.path.join(bundle, "workbook", "Package.swift")):
        return os.path.join(bundle, "workbook")
    repository = os.environ.get("KATA_WORKBOOK_REPOSITORY", "")
    ref = os.environ.get("KATA_WORKBOOK_REF", "")
    if not repository or not ref:
        raise NotGraded("no workbook: put it in the assignment's bundle (workbook/), or set KATA_WORKBOOK_REPOSITORY "
                        "and KATA_WORKBOOK_REF (a commit) for the runner")
    if not REF.match(ref) or ".." in ref or ref.endswith((".", "/", ".lock")):
        raise NotGraded("KATA_WORKBOOK_REF is not a commit, branch or tag name (letters, digits, . _ / -, not starting "
                        "with -): refused, nothing was fetched")
    if repository.startswith("-"):
        raise NotGraded("KATA_WORKBOOK_REPOSITORY starts with -: refused, nothing was fetched")
    folder = os.path.join(tempfile.mkdtemp(prefix="kata-workbook-"), "workbook")
    url = repository if "://" in repository or repository.startswith("git@") else "https://github.com/" + repository + ".git"
    run("making a folder for the workbook", ["git", "init", "-q", "--", folder])
    run("fetching the workbook at KATA_WORKBOOK_REF", ["git", "-C", folder, "fetch", "-q", "--depth", "1", "--", url, ref])
    run("checking out the workbook", ["git", "-C", folder, "checkout", "-q", "FETCH_HEAD"])
    return folder


def grade(output):
    """Grades the checkout into `output`; NotGraded when it cannot start."""
    if shutil.which("swift") is None and not os.environ.get("KATA_BIN"):
        raise NotGraded("no Swift toolchain on this runner: run the autograder in a Swift 6.3 image "
                        "(see the workbook's Graders/README.md, \"Classroom 50\")")
    folder = workbook()
    if not os.path.isfile(os.path.join(folder, ".kata-grader")):
        run("building the workbook", ["sh", os.path.join(folder, "Graders", "build-workbook.sh"), folder], stdout=sys.stderr)
    # kata grade writes its results file from its first moment, and exits 0 once it is written.
    run("the grade", ["sh", os.path.join(folder, "Graders", "grade-submission.sh"), CHECKOUT, "classroom50", output, folder],
        stdout=sys.stderr)


def graded(output, reason):
    """The text of the result: kata's, when it wrote one (even a grade that ended early), else a failure."""
    try:
        with open(output, encoding="utf-8") as file:
            text = file.read()
        document = json.loads(text)
    except (OSError, ValueError):
        return failure("The submission could not be graded: " + (reason or "the grade wrote no results"))
    if not isinstance(document, dict) or document.get("schema") != SCHEMA or not isinstance(document.get("tests"), list):
        return failure("The submission could not be graded: the grade's results are not " + SCHEMA)
    if reason:
        log("the grade ended early (" + reason + "): result.json says what was graded")
    return text


def place(text):
    """Writes `text` as ./result.json: a new file of this script's, moved over whatever is there."""
    remove(RESULT)
    descriptor, temporary = tempfile.mkstemp(prefix=".result.json.", dir=CHECKOUT)
    os.fchmod(descriptor, 0o644)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, os.path.join(CHECKOUT, RESULT))


def main():
    for name in RUNNERS_FILES:
        try:
            kind = remove(name)
        except OSError as error:
            log("cannot remove the submission's " + name + " (" + error.strerror + "): nothing was graded")
            return 1
        if kind:
            log("removed the submission's " + name + " (" + kind + "): the runner reads only what this grader writes")
    scratch = tempfile.mkdtemp(prefix="kata-result-")
    output = os.path.join(scratch, RESULT)
    reason = None
    try:
        grade(output)
    except NotGraded as error:
        reason = str(error)
    except Exception as error:  # noqa: BLE001 - whatever fails, the result says so
        reason = "the grader failed: " + type(error).__name__ + ": " + str(error)
    text = graded(output, reason)
    try:
        place(text)
    except OSError as error:
        log("cannot write result.json (" + error.strerror + ")")
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
