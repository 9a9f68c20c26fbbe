#!/usr/bin/env bash
# The behaviour fingerprint of a refactor: `check --format jsonl` of every example and of 5,000
# generated hands (every preset; half clean, half with one injected fault each, every kind),
# plus three matches a preset, written to OUT (default: golden/). Run it before and after a
# change and `diff -r` the two folders: a refactor leaves them byte-identical.
#
#   bash scripts/golden_jsonl.sh /tmp/before && (change) && bash scripts/golden_jsonl.sh /tmp/after
#   diff -r /tmp/before /tmp/after
set -euo pipefail
out=${1:-golden}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
faults=illegal-follow,failed-throw,wrong-forced-play,false-failed-throw,wrong-leader,wrong-order
faults=$faults,card-not-held,card-count,deck,bury,illegal-lead,points-mismatch,bottom-mismatch
faults=$faults,level-mismatch,penalty-mismatch,exposed-card
presets="national shenzhen bjtu club10 online shanghai titanic baifen"
seed=1
for v in $presets; do
  kinds=""  # the fault kinds this preset has a rule for
  for k in ${faults//,/ }; do
    if shengji gen --count 1 --variant "$v" --out "$work/probe" --force --faults "$k" \
      >/dev/null 2>&1; then kinds=$kinds${kinds:+,}$k; fi
  done
  shengji gen --count 313 --seed $seed --variant "$v" --out "$work/clean-$v" >/dev/null
  shengji gen --count 312 --seed $((seed + 1)) --variant "$v" --out "$work/fault-$v" \
    --faults "$kinds" >/dev/null
  shengji gen --count 3 --seed $((seed + 2)) --variant "$v" --out "$work/match-$v" \
    --match 4 >/dev/null
  seed=$((seed + 3))
done
export SHENGJI_LANG=en
check() { shengji check --jobs 1 --format jsonl "$@" || [ $? -le 2 ]; }
(cd examples && check $(find . -name '*.sj' | sort)) >"$out/examples.jsonl"
rm -rf "$work/probe"
for d in "$work"/*; do
  (cd "$d" && check $(ls *.sj | sort)) >"$out/$(basename "$d").jsonl"
done
(cd examples && shengji check --jobs 1 --format jsonl --from 80fen 80fen_sample.ndjson || true) \
  >"$out/examples-80fen.jsonl"
(cd examples && shengji check --jobs 1 --format jsonl godot_log.godot.json json_record.jsonl \
  || true) >"$out/examples-imported.jsonl"
wc -l "$out"/*.jsonl | tail -1
