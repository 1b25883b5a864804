"""The load benchmark's settings (bench/load.py): production, plus one URL that returns
precomputed bytes, the yardstick for "the framework's speed". Never used to serve the site."""
from .prod import *  # noqa: F403

ROOT_URLCONF = "rulesite.bench_urls"
