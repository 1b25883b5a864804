"""A Magic: The Gathering rules engine for judges: pure Python, no Django.

It reads a scenario (see docs/scenario-format.md), applies the rules of the
Comprehensive Rules as numbered in the shipped text, and returns the resulting
state with a trace of steps, each citing the rules it applied.
"""
