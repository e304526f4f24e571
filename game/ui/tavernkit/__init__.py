"""What the table presenters of the games on the taverns engine (`game.taverns`) share.

Nidavellir and Guerres d'Arran play the same skeleton: sealed bids of coins on three taverns, a
board of coin slots, five columns of cards, a hall of recruits and an evaluation of awards at the
end of the first age. Their presenters differ in what the pieces are and how they look; how a bid
is drafted, how cards fly and coins turn over, how a decision's targets glow and how the panels
over the table open and close are the same, and live here once:

- `base`: the presenter's shared state, declared once, and the table's view of it;
- `drawing`, `panels`, `presenter`: mixins over `base`, each game's parts subclassing them;
- `layout`: rectangle helpers both layouts use;
- `artist`: the table artists' moving state, backdrop and stock of gold coins;
- `tour`: the picture tour of `python main.py shots`, with each game's moments as hooks.

Nothing here names a piece of one game: each game's package keeps its look and rules, and fills
the hooks (methods and class attributes documented where they are declared).
"""
