"""The bidding-and-taverns engine shared by Nidavellir and Guerres d'Arran.

`engine.TavernsState` runs the flow; a game subclasses it and supplies the hooks (listed in
`engine.py`), an expansion subclasses the game's class. Modules: `coins` (int-coded coins and the
treasure rule), `flow` (phases and the registry of decision kinds), `actions` (the engine's
actions, the bases of a game's actions naming a card, a column or a coin, and the action-text
reader games extend), `decisions` (the engine's handlers), `seat`, `snapshot` (the engine's part
of a game's snapshots and views, and of determinize's guess).

How Guerres d'Arran (`docs/rules/arran.md`) fits the hooks:
- Talion upgrade: its `take` places the dwarf and, for a Talion dwarf, calls `transform_coin` on
  the coin of the current tavern slot (+1), or owes a decision of its own to pick a pouch coin
  when that coin is the 0 / 3-Exchange coin (its `is_trading`); the pouch exchange still runs
  after the card and the recruitments, as the engine pushes DO_TRADE under PICK and CHECK_LINES.
- Pariah tokens: its `place` compares the card with the Wanderers column.
- Cognars and Mercenary chains: `check_lines` owes the recruitments; the chain rule is its own
  decision kinds and `LEGAL` entries.
- Order Evaluation: `end_of_age_step` after Era 1; the end of the game: `age_continues` (0 or 1
  card left) and the last `end_of_age_step`.
- Two Lords' tavern 2 discard: a decision `turn_started` pushes for the winner.
- Shield, Temple, Wanderers, Forge, Talion scoring, Malt and the tie-break on Elite Cognars:
  the game's own scoring, as Nidavellir's is.
"""
