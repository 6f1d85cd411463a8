#!/usr/bin/env bash
# Start-up: `simreplay run` on a one-view scenario against /bin/true, 200 runs of each, three
# rounds, alternating. Run from the repository's root after `swift build -c release`.
# The benchmark's start-up row (simreplay-bench --only run) measures the same without the
# shell: both spawned directly, which makes the ratio larger (Benchmarks/README.md).
set -euo pipefail
bin=${1:-.build/release/simreplay}
scenario=Benchmarks/Scenarios/one-view.json
now() { date +%s%N; }
for round in 1 2 3; do
  start=$(now)
  for _ in $(seq 200); do "$bin" run "$scenario" > /dev/null; done
  middle=$(now)
  for _ in $(seq 200); do /bin/true; done
  end=$(now)
  ours=$(( (middle - start) / 200000 ))
  theirs=$(( (end - middle) / 200000 ))
  awk -v a="$ours" -v b="$theirs" -v r="$round" \
    'BEGIN { printf "round %d: simreplay run %d µs, /bin/true %d µs, %.2f×\n", r, a, b, a / b }'
done
