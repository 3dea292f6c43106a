#!/usr/bin/env bash
# Measures Tabula's start-up as a player sees it: from the JVM's start to the game picker on the
# screen ("game picker shown": its first frame drawn, cards, names and buttons) and to the games'
# live pictures drawn into the cards a frame later ("game pictures drawn"). The app logs both into
# its log file; this starts it RUNS times (default 5) with a fresh data folder each time, under Xvfb
# when DISPLAY is unset, and prints the two figures of each run.
#
#   bash src/bench/measure-startup.sh                                  the fat jar: java -jar target/tabula.jar
#   bash src/bench/measure-startup.sh target/dist/Tabula/bin/Tabula   the release image's launcher
#
# Build first: mvn -B -q package -DskipTests (the jar) or src/dist/build-linux.sh (the image).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-5}
if [[ $# -gt 0 ]]; then command=("$@"); else command=(java -jar target/tabula.jar); fi

source src/dist/app-session.sh
ensure_display 94

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg): ${command[*]}"
for run in $(seq "$runs"); do
  home="$session_dir/home-$run"
  log="$home/logs/tabula.log"
  run_until_picker "$home" "${command[@]}" || true
  picker=$(grep -so 'game picker shown [0-9]* ms' "$log" | grep -o '[0-9]*' || echo '?')
  pictures=$(grep -so 'game pictures drawn [0-9]* ms' "$log" | grep -o '[0-9]*' || echo '?')
  echo "run $run: picker shown ${picker} ms, pictures drawn ${pictures} ms after the JVM started"
done
