#!/bin/sh
# run_browser.sh - the web page (build/web, `make web`) in headless Chromium: see
# web/test/browser_test.mjs. Screenshots land in BUILD/web-test/. Prints TAP lines.
# Usage: sh tests/web/run_browser.sh BUILD_DIR (from the repository root)
#@ weight 50
#@ waits: the page runs at real time in Chromium (about 50 s of wall time, 10 s of CPU)
BUILD=${1:-build}
if [ ! -f "$BUILD/web/index.html" ] || [ ! -d web/node_modules/playwright-core ]; then
    echo "not ok - browser tests need $BUILD/web and web/node_modules (make web)"
    exit 1
fi
exec node web/test/browser_test.mjs "$BUILD"
