"""The solver against the oracle, long mode (issue #14's correctness target, outside CI).

    python benchmarks/oracle_solve.py --positions 10000             # 1,250 endgames a preset
    python benchmarks/oracle_solve.py --positions 800 --presets national,titanic --max-cards 5
    python benchmarks/oracle_solve.py --positions 2000 --no-solve   # search only, no solve() lines

The endgames and the oracle are the tests' (``tests/solver/conftest.py``, loaded by its path): hand
*i* of a preset is ``generate(hand_seed(17, i), variant)``, the endgame the point before its last
``1 + i % 3`` tricks, hands whose endgame holds more than ``--max-cards`` cards a seat passed over.
``--start`` is the first hand's index (the tests use hands from 0).  For each endgame:

- ``search``'s value against the oracle's, with failed throws among the leads (``full``) and,
  where no ruff is barred (failed throws dominated), without them (``no-fail``);
- ``not-dominated``: endgames where a failed throw is worth more to its side than any other lead;
- with ``solve`` (unless ``--no-solve``): its line, written into the record, replayed by
  ``core.replay`` (clean, complete, the value it claims), and each recorded play's values and cost
  against the oracle's, and its bottom-dig answer against the oracle's (``dig``, docs/solver.md
  §4); ``crash`` counts the endgames where ``solve`` raised.

Each mismatch is printed with its hand and record (the first ``--show`` of each kind).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

from shengji_cli.core.replay import replay
from shengji_cli.core.variants import NAMED
from shengji_cli.core.vocab import Side
from shengji_cli.solver import position_at, search, solve

HELPERS = Path(__file__).resolve().parent.parent / "tests" / "solver" / "conftest.py"


def load_helpers():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("solver_oracle_helpers", HELPERS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--positions",
        type=int,
        default=10_000,
        help="endgames in all, spread evenly over the presets",
    )
    ap.add_argument("--presets", default=",".join(NAMED))
    ap.add_argument(
        "--max-cards", type=int, default=4, help="the most cards a seat holds (default 4)"
    )
    ap.add_argument(
        "--start", type=int, default=0, help="the first hand's index in each preset's batch"
    )
    ap.add_argument(
        "--no-solve", action="store_true", help="check search only, not solve()'s lines and costs"
    )
    ap.add_argument(
        "--show", type=int, default=2, help="mismatches printed in full, of each kind (default 2)"
    )
    args = ap.parse_args(argv)
    oc = load_helpers()
    presets = [p for p in args.presets.split(",") if p]
    per = -(-args.positions // len(presets))
    shown: Counter[str] = Counter()

    def show(kind: str, text: str) -> None:
        shown[kind] += 1
        if shown[kind] <= args.show:
            print(f"--- {kind}: {text}", file=sys.stderr)

    head = (
        f"{'preset':<9} {'n':>5} {'1/2/3 left':>14} {'full':>5} {'no-fail':>7} {'not-dom':>7} "
        f"{'crash':>5} {'line':>5} {'cost':>5} {'dig':>5} {'oracle s':>9} {'search s':>9} "
        f"{'solve s':>8}"
    )
    print(head)
    totals: Counter[str] = Counter()
    for preset in presets:
        games = oc.endgames(preset, per, args.max_cards, start=args.start)
        c: Counter[str] = Counter()
        t_oracle = t_search = t_solve = 0.0
        for g in games:
            t0 = time.perf_counter()
            full, nofail = g.value(), g.value(failed_throws=False)
            t1 = time.perf_counter()
            got = search(position_at(g.record, g.variant, g.trick)).value
            t2 = time.perf_counter()
            t_oracle, t_search = t_oracle + t1 - t0, t_search + t2 - t1
            c[f"left{g.left}"] += 1
            if got != full:
                c["full"] += 1
                show("full", f"solver {got}, oracle {full}: {g.text()}")
            if (
                got != nofail and g.variant.throw.dealer_partner_may_ruff
            ):  # where failed throws are dominated
                c["no-fail"] += 1
                show("no-fail", f"solver {got}, oracle without failed throws {nofail}: {g.text()}")
            c["not-dom"] += full != nofail
            if args.no_solve:
                continue
            t3 = time.perf_counter()
            try:
                s = solve(g.record, g.variant, from_trick=g.trick)
            except Exception:  # noqa: BLE001 - counted and shown, the run goes on
                c["crash"] += 1
                show("crash", traceback.format_exc(limit=-2) + g.text())
                continue
            finally:
                t_solve += time.perf_counter() - t3
            report = replay(g.with_tricks(s.line), g.variant)
            if report.violations or not report.complete or report.defenders_points != s.value:
                c["line"] += 1
                show("line", f"claimed {s.value}, replayed {report.defenders_points}: {g.text()}")
            want = oc.recorded_values(g, True)
            if [(x.before, x.after) for x in s.costs] != want or any(
                x.cost != (x.before - x.after if x.side is Side.DEFENDERS else x.after - x.before)
                for x in s.costs
            ):
                c["cost"] += 1
                show(
                    "cost",
                    f"{[(x.before, x.after, x.cost) for x in s.costs]} against {want}: {g.text()}",
                )
            dig = oc.expected_dig(g, True)
            if (s.dig.dig, s.dig.seat, s.dig.trick) != dig:
                c["dig"] += 1
                show("dig", f"{s.dig} against {dig}: {g.text()}")
        totals.update(c)
        totals["n"] += len(games)
        left = f"{c['left1']}/{c['left2']}/{c['left3']}"
        solved = "-" if args.no_solve else f"{t_solve:8.1f}"
        print(
            f"{preset:<9} {len(games):>5} {left:>14} {c['full']:>5} {c['no-fail']:>7} "
            f"{c['not-dom']:>7} "
            f"{c['crash']:>5} {c['line']:>5} {c['cost']:>5} {c['dig']:>5} {t_oracle:>9.1f} "
            f"{t_search:>9.1f} {solved:>8}",
            flush=True,
        )
    left = f"{totals['left1']}/{totals['left2']}/{totals['left3']}"
    print(
        f"{'all':<9} {totals['n']:>5} {left:>14} "
        f"{totals['full']:>5} {totals['no-fail']:>7} {totals['not-dom']:>7} {totals['crash']:>5} "
        f"{totals['line']:>5} {totals['cost']:>5} {totals['dig']:>5}"
    )
    return (
        0
        if not (
            totals["full"]
            or totals["no-fail"]
            or totals["crash"]
            or totals["line"]
            or totals["cost"]
            or totals["dig"]
        )
        else 1
    )


if __name__ == "__main__":
    sys.exit(main())
