"""Nidavellir rules core: pure Python, deterministic from a seed, no pygame."""
