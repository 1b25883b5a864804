"""Importing the shipped rules text: pure parsing (parse.py and friends), then one write.

`parse_edition(read_seed_dir(path))` returns plain values (no database); `load.save_edition`
writes them in one transaction.
"""
from .parse import (
           Defect,
           Edition,
           ParsedFile,
           ParsedRule,
           SeedError,
           parse_edition,
           parse_file,
           read_seed_dir,
)

__all__ = ["Defect", "Edition", "ParsedFile", "ParsedRule", "SeedError", "parse_edition",
           "parse_file", "read_seed_dir"]
