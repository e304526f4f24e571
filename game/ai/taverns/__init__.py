"""The AI parts the two games on the taverns engine (`game/taverns/`) share: Nidavellir's and
Guerres d'Arran's AIs (`game/ai/nidavellir/`, `game/ai/arran/`) both build on them.

Why here: the engine's flow (sealed bids on three taverns, picks in bid order, a coin trade for
the 0, two Ages) is the same in both games, so what an AI does with it is too: the canonical
observation of the engine's hidden parts (`observe`), the bid tables and the scoring of a hand's
bids from them (`bidding`), the search's scaffolding (`rollout`) and the hooks with the engine's
parts filled in (`hooks`). What a card, a coin or a position is worth, and how a game plays its
own decisions, stays with each game; this package imports the engine only, never a game's AI.
"""
