#!/usr/bin/env bash
# Measures Tabula's start-up as a player sees it: from the JVM's start to the game picker on the
# screen ("game picker shown": its first frame drawn, cards, names and buttons) and to the games'
# live pictures drawn into the cards a frame later ("game pictures drawn"). The app logs both into
# its log file; this starts it RUNS times (default 5) with a fresh data folder each time, under Xvfb
# when DISPLAY is unset, and prints the two figures of each run and their medians.
#
#   bash src/bench/measure-startup.sh                                  the release image and the fat jar, taking turns
#   bash src/bench/measure-startup.sh target/dist/Tabula/bin/Tabula   one launcher (or any command)
#   bash src/bench/measure-startup.sh --compare A B ...               launchers A, B, ... taking turns ("jar" is
#                                                                     java -jar target/tabula.jar): same load for all
#
# Build first: src/dist/build-linux.sh (the image, and the jar on the way). On a machine shared with
# other work, compare launchers in one run, and read the load average printed with each run.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-5}
if [[ $# -eq 0 ]]; then set -- --compare target/dist/Tabula/bin/Tabula jar; fi
if [[ "$1" == "--compare" ]]; then
  shift
  launchers=("$@")
else
  launchers=("$*")                      # one command, its words as given
fi

source src/dist/app-session.sh
ensure_display 94

median() { sort -n | awk '{v[NR]=$1} END {if (NR == 0) print "?"; else if (NR % 2) print v[(NR+1)/2]; else print int((v[NR/2]+v[NR/2+1])/2)}'; }

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
results="$session_dir/results"
for run in $(seq "$runs"); do
  for i in "${!launchers[@]}"; do
    launcher=${launchers[$i]}
    if [[ "$launcher" == jar ]]; then command=(java -jar target/tabula.jar); else read -r -a command <<<"$launcher"; fi
    home="$session_dir/home-$run-$i"
    log="$home/logs/tabula.log"
    run_until_picker "$home" "${command[@]}" || true
    picker=$(grep -so 'game picker shown [0-9]* ms' "$log" | grep -o '[0-9]*' || echo '?')
    pictures=$(grep -so 'game pictures drawn [0-9]* ms' "$log" | grep -o '[0-9]*' || echo '?')
    echo "$i $picker $pictures" >> "$results"
    echo "run $run, ${command[*]}: picker shown ${picker} ms, pictures drawn ${pictures} ms after the JVM started (load $(cut -d' ' -f1 /proc/loadavg))"
  done
done
for i in "${!launchers[@]}"; do
  picker=$(awk -v i="$i" '$1 == i && $2 != "?" {print $2}' "$results" | median)
  pictures=$(awk -v i="$i" '$1 == i && $3 != "?" {print $3}' "$results" | median)
  echo "median of $runs, ${launchers[$i]}: picker shown $picker ms, pictures drawn $pictures ms"
done
echo "# load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
