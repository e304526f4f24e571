"""The scenes of the window: menu, new game, table, score sheet, rules and the pause menu."""
