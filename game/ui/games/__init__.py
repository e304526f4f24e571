"""Each game's part of the window, one package per game key (named by `GameInfo.ui`)."""
