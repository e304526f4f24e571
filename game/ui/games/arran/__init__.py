"""Guerres d'Arran at the table: its presenter, faces, rules scene and calculator.

The table shell (`game.ui.table`) runs the game; this package draws Arran's own pieces (five
Orders with their colours and icons, talions in bronze and gold, Pariah tokens, Cognars) and turns
clicks into Arran's actions.
"""
