"""Thingvellir's decision kinds, declared beside the game's."""

from game.taverns.flow import decision

DECISIONS = (  # every decision a camp card or a Thingvellir hero can ask for, by name
    "drop",  # 2 players: the bid winner who took a camp card discards a tavern card
    "holda",  # a camp card of the seat's choice
    "enlist_first",  # the first to enlist goes first or last
    "enlist",  # a mercenary into one of its classes
    "vidofnir",  # the pouch coin transformed by the smaller amount
    "retrieve",  # a card taken from the discard pile (Andumia, Brisingamens)
    "hofud",  # a warrior card of the army discarded
    "brisingamens",  # a dwarf of the army discarded at the end of Age 2
    "mjollnir",  # the class Mjöllnir counts
    "olwyn",  # the column of one of Olwyn's doubles
)
DROP, HOLDA, ENLIST_FIRST, ENLIST, VIDOFNIR, RETRIEVE, HOFUD, BRISINGAMENS, MJOLLNIR, OLWYN = (
    decision(name) for name in DECISIONS
)
