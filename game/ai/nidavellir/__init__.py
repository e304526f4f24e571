"""Nidavellir's AI: its heuristics, bidding, policy and Idavoll parts."""
