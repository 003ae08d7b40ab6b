#!/usr/bin/env bash
# Draws the pictures of Samples/ that the README shows (docs/pictures), with the uidesc built from this checkout.
# RenderingSamplesTests fails when they are stale: run this after changing the renderer or the samples.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product uidesc
uidesc=".build/debug/uidesc"
rm -rf docs/pictures
"$uidesc" render Samples/Inbox/Inbox.storyboard Samples/Login/LoginViewController.xib --output-dir docs/pictures
"$uidesc" render Samples/Login/LoginViewController.xib --appearance dark -o docs/pictures/LoginViewController-dark.svg
"$uidesc" render --map Samples/Inbox/Inbox.storyboard -o docs/pictures/Inbox.map.svg
"$uidesc" render --map Samples/Inbox/Inbox.storyboard --format mermaid -o docs/pictures/Inbox.map.mmd
