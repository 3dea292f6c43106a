#!/usr/bin/env bash
# The autosave under kill -9: a computers-only match of every game is played and autosaved the
# way the app does it (KillHarness in the test code: the app's data folder, slots, autosaver and
# start-up cleaning, without the window), killed with SIGKILL at KILLS (default 30) random
# moments, and started again after each. After every kill a start (KillHarness check) must find
# every match in progress readable, no match's move count lower than before the kill, and no
# temporary file left behind.
#
#   bash src/bench/kill-test.sh            (build first: mvn -B -q test-compile)
set -euo pipefail
cd "$(dirname "$0")/../.."
kills=${KILLS:-30}
cp_file=target/kill-test.classpath
[[ -f $cp_file ]] || mvn -B -q dependency:build-classpath -Dmdep.outputFile="$cp_file" >/dev/null
home=$(mktemp -d)
logs=$(mktemp -d)
# a copy of the classes: a build running meanwhile must not pull them from under the harness
cp -r target/classes "$logs/classes" && cp -r target/test-classes "$logs/test-classes"
classpath="$logs/test-classes:$logs/classes:$(cat "$cp_file")"
pid=
trap '{ [[ -z $pid ]] || kill -9 "$pid" 2>/dev/null; } || true; rm -rf "$home" "$logs"' EXIT
java_harness=(java -XX:TieredStopAtLevel=1 -cp "$classpath" dev.tabula.app.KillHarness)

declare -A moves=()
failures=0
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $kills kills"
for kill in $(seq "$kills"); do
  "${java_harness[@]}" play "$home" > /dev/null 2> "$logs/play-$kill.err" &   # $! is the JVM itself, which kill -9 must hit
  pid=$!
  sleep "$(awk -v r="$RANDOM" 'BEGIN { printf "%.2f", 1 + (r % 300) / 100 }')"   # 1 to 4 s
  if ! kill -9 "$pid" 2>/dev/null; then
    echo "kill $kill: the harness had stopped by itself:"; cat "$logs/play-$kill.err"; failures=$((failures + 1))
  fi
  wait "$pid" 2>/dev/null || true
  left=$(find "$home" -name '*.tmp' | wc -l)
  if ! out=$("${java_harness[@]}" check "$home" 2> "$logs/check-$kill.err"); then
    echo "kill $kill: the start found a problem:"; echo "$out"; cat "$logs/check-$kill.err"
    failures=$((failures + 1)); continue
  fi
  summary=""
  while read -r id game count; do
    [[ -n $id ]] || continue   # no match written yet (killed before its first move)
    before=${moves[$id]:-0}
    if (( count < before )); then
      echo "kill $kill: $game match $id went back from move $before to $count"; failures=$((failures + 1))
    fi
    moves[$id]=$count
    summary+=" $game=$count"
  done <<< "$out"
  echo "kill $kill: temporary files at the kill: $left; after the start: 0;$summary"
done
echo "matches in progress: ${#moves[@]}; failures: $failures"
(( failures == 0 ))
