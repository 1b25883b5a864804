"""Benchmark: the result panel of a cast-and-respond and of a combat (issues 25, 26).

A run of at most `trace.EVERY_STEP_MOST` steps draws the stack and the combat view at every
step, so that a judge stepping one step at a time sees them. This measures what that costs
against the baseline in the same process: the same results with the views drawn only where
they changed (`EVERY_STEP_MOST = 0`). For each scenario: the engine's run (once, with its
checkpoints), then `result_view` + `render_panel` (median of REPEATS, after 3 warm-up runs) and the
panel's bytes. `damage` is the combat with the division answered: every step to the end.

Run: .venv/bin/python bench/sandbox_combat.py
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings.dev")
os.environ.setdefault("RULESITE_DB", ":memory:")

REPEATS = 30


def main() -> None:
    import django

    django.setup()
    from django.utils import translation

    from rulings.sandbox import adapter, panel, trace
    from tests.browser.test_combat_browser import COMBAT
    from tests.sandbox.test_combat_view import CAST

    print(f"{'scenario':<10} {'views drawn':<16} {'steps':>5} {'median ms':>10} {'KiB':>8}")
    with translation.override("ko"):
        answered = {**COMBAT, "choices": [{"player": "A", "choose": {"b1": 2, "b2": 2, "B": 2}}]}
        for name, scenario in (("cast", CAST), ("combat", COMBAT), ("damage", answered)):
            outcome = adapter.run(scenario, lang="ko", checkpoints=True)
            assert outcome.result is not None, outcome.problem
            for label, most in (("where changed", 0), ("every step", trace.EVERY_STEP_MOST)):
                trace.EVERY_STEP_MOST = most
                times, size = [], 0
                for repeat in range(REPEATS + 3):
                    start = time.perf_counter()
                    view = trace.result_view(outcome.result, scenario, adapter.layer_columns(),
                                             adapter.cell_display("ko"))
                    html = panel.render_panel(view, prefix="run", choose=True)
                    if repeat >= 3:  # the first runs warm caches and templates up
                        times.append((time.perf_counter() - start) * 1000)
                    size = len(html.encode())
                print(f"{name:<10} {label:<16} {view['step_count']:>5} "
                      f"{statistics.median(times):>10.1f} {size / 1024:>8.1f}")


if __name__ == "__main__":
    main()
