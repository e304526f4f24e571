"""The table shell every game shares (`scene.TableScene`): input, pause, undo, the log drawer,
zoom, tooltips, banners, the hot-seat curtain, AI chairs, autosave; a game's presenter
(`game.ui.games`) shows the game itself."""
