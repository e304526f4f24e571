"""Nidavellir's reasons are the taverns games' (`game/ai/taverns/explain.py`)."""

from game.ai.taverns.explain import EXPLAIN

__all__ = ["EXPLAIN"]
