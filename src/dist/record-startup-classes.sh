#!/usr/bin/env bash
# Records which classes of the release image's own Java runtime (the JDK's and JavaFX's) the app
# loads from its start until the game picker's pictures are drawn, into src/dist/startup-classes.lst.
# build-linux.sh archives exactly those classes, parsed and verified, into the runtime's CDS archive
# (lib/server/classes.jsa), which the JVM maps at every start instead of loading them one by one:
# the picker then shows about 0.5 s sooner (docs/performance.md). Classes from the app's own jars
# are left out: the archive of a runtime may only hold the runtime's classes wherever it is unpacked.
#
#   src/dist/build-linux.sh && src/dist/record-startup-classes.sh && src/dist/build-linux.sh
#
# Run it again when the first screen starts using other JavaFX controls or a new Java or JavaFX
# version is adopted; a stale list only makes the start slower, never wrong. Needs a display: it
# starts Xvfb when DISPLAY is unset.
set -euo pipefail
cd "$(dirname "$0")/../.."
LAUNCHER=target/dist/Tabula/bin/Tabula
[[ -x "$LAUNCHER" ]] || { echo "no $LAUNCHER: run src/dist/build-linux.sh first" >&2; exit 1; }

source src/dist/app-session.sh
ensure_display 93

# a fresh data folder: the first start
home="$session_dir/home"
JAVA_TOOL_OPTIONS="-XX:DumpLoadedClassList=$session_dir/classes.lst" run_until_picker "$home" "$LAUNCHER" \
  || { echo "the picker did not come up in 30 s" >&2; exit 1; }

# keep the runtime's classes: a plain line names a class, "@lambda-proxy <class> ..." a lambda in it
app_classes='^(@lambda-proxy )?(dev/tabula|com/fasterxml|ch/qos|org/slf4j|org/commonmark|picocli)/'
{
  echo "# The Java runtime's classes that Tabula loads until its game picker is drawn: the class list of"
  echo "# the release image's CDS archive. Made by src/dist/record-startup-classes.sh; do not edit."
  grep -v '^#' "$session_dir/classes.lst" | grep -Ev "$app_classes"
} > src/dist/startup-classes.lst
echo "src/dist/startup-classes.lst: $(grep -vc '^#' src/dist/startup-classes.lst) classes and lambda forms"
