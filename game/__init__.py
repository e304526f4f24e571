"""The Nidavellir family of card games: rules cores, AI and the pygame window."""
