#!/usr/bin/env bash
# Builds Tabula for Linux players: the app image target/dist/Tabula/ and its .tar.gz, and with --deb
# the .deb. The same script builds Windows' and macOS' releases: src/dist/build-image.sh, which this
# runs (see docs/packaging.md).
exec "$(dirname "$0")/build-image.sh" "$@"
