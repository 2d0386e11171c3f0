#!/bin/sh
# Gradescope runs this once, when it builds the autograder image. The autograder zip holds the
# workbook (the instructor's copy) with this file and run_autograder at its top.
# Gradescope's base images (Ubuntu 22.04 and 24.04) have no Swift: when `swift` is not on PATH,
# this installs the toolchain the workbook supports (KATA_SWIFT_VERSION, default 6.3.1) from
# swift.org into /opt/swift, with the packages swift.org lists for Ubuntu.
# AUTOGRADER_ROOT simulates /autograder (for testing elsewhere).
set -eu
ROOT="${AUTOGRADER_ROOT:-/autograder}"
WORKBOOK="${KATA_WORKBOOK:-$ROOT/source}"
VERSION="${KATA_SWIFT_VERSION:-6.3.1}"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    PATH="/opt/swift/usr/bin:$PATH"; export PATH
fi
if ! command -v swift >/dev/null 2>&1; then
    . /etc/os-release
    case "$VERSION_ID" in
        22.04) PLATFORM=ubuntu2204; SUFFIX=ubuntu22.04; GCC=11 ;;
        24.04) PLATFORM=ubuntu2404; SUFFIX=ubuntu24.04; GCC=13 ;;
        *) echo "setup.sh: no Swift for $PRETTY_NAME here: choose an Ubuntu 22.04 or 24.04 base image" >&2; exit 1 ;;
    esac
    ARCH="$(uname -m)"; [ "$ARCH" = aarch64 ] && SUFFIX="$SUFFIX-aarch64" && PLATFORM="$PLATFORM-aarch64"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q binutils curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 "libgcc-$GCC-dev" libpython3-dev \
        libsqlite3-0 "libstdc++-$GCC-dev" libxml2-dev libncurses-dev libz3-dev pkg-config tzdata unzip zlib1g-dev
    NAME="swift-$VERSION-RELEASE-$SUFFIX"
    curl -fsSL "https://download.swift.org/swift-$VERSION-release/$PLATFORM/swift-$VERSION-RELEASE/$NAME.tar.gz" -o /tmp/swift.tar.gz
    mkdir -p /opt/swift && tar -xzf /tmp/swift.tar.gz -C /opt/swift --strip-components=1 && rm /tmp/swift.tar.gz
    PATH="/opt/swift/usr/bin:$PATH"; export PATH
fi
swift --version
sh "$WORKBOOK/Graders/build-workbook.sh" "$WORKBOOK"
