"""The words Arran's table shows, in English and French, until they join `data/i18n` under the
`arran:` namespace (the text helper owns that section; this table hands them over as they are).

`say(t, key, **params)` reads `t`'s own string first, so the moment a key exists in data/i18n it
wins, and the two never disagree for long.
"""

from __future__ import annotations

from typing import Any

WORDS: dict[str, tuple[str, str]] = {
    "table.era_round": (
        "Era {age} · Round {round} of {rounds}",
        "Ère {age} · Manche {round} sur {rounds}",
    ),
    "table.cognars": ("Cognars to recruit", "Cognars à recruter"),
    "table.treasury": ("Treasury", "Trésor"),
    "table.holder": ("Elite Cognars · who leads now", "Cognars d'Élite · qui mène"),
    "table.nobody": ("nobody", "personne"),
    "table.deck": ("Era {era} · {n}", "Ère {era} · {n}"),
    "table.discard": ("Discard · {n}", "Défausse · {n}"),
    "table.exchange": ("3-Exchange", "3-Échange"),
    "table.pariahs": ("Pariahs · {n}", "Parias · {n}"),
    "table.purse": ("Purse", "Bourse"),
    "table.hand": ("Hand", "Main"),
    "table.command": ("Command zone", "Zone de commandement"),
    "table.points": ("Points", "Points"),
    "table.ranks.one": ("{n} rank", "{n} grade"),
    "table.ranks.other": ("{n} ranks", "{n} grades"),
    "table.tavern": ("Tavern {n}", "Taverne {n}"),
    "prompt.bids": (
        "Place three talions on the taverns (drag, click or keys 1-5), then confirm",
        "Posez trois talions sur les tavernes (glisser, cliquer ou touches 1-5), puis validez",
    ),
    "prompt.bid_held": (
        "Your bid is placed: the others are bidding",
        "Votre mise est posée : les autres misent",
    ),
    "prompt.waiting_bids": ("The Lords are bidding", "Les Seigneurs misent"),
    "prompt.waiting": ("{name} is deciding", "{name} décide"),
    "prompt.pick": ("Take a dwarf from {tavern}", "Prenez un nain de {tavern}"),
    "prompt.discard_card": (
        "Discard one of the cards left in {tavern}",
        "Défaussez une des cartes restées dans {tavern}",
    ),
    "prompt.upgrade_purse": (
        "Talion: raise a talion of your purse by 1",
        "Talion : augmentez de 1 un talion de votre bourse",
    ),
    "prompt.transform": (
        "Derdhr: add 5 to one of your talions",
        "Derdhr : ajoutez 5 à l'un de vos talions",
    ),
    "prompt.recruit": ("Recruit a Cognar", "Recrutez un Cognar"),
    "prompt.column": (
        "Choose the column of {card}",
        "Choisissez la colonne de {card}",
    ),
    "prompt.svara": (
        "Svara: keep one of these Era 2 cards",
        "Svara : gardez une de ces cartes de l'Ère 2",
    ),
    "prompt.give_up": (
        "Two talions of the same value: which one do you give up?",
        "Deux talions de même valeur : lequel abandonnez-vous ?",
    ),
    "prompt.over": ("The war is over", "La guerre est finie"),
    "choice.give_up": ("Give up the {coin}", "Abandonner le {coin}"),
    "choice.column": ("{order}", "{order}"),
    "coin.bronze": ("bronze {value}", "{value} de bronze"),
    "coin.gold": ("gold {value}", "{value} d'or"),
    "coin.exchange": ("3-Exchange coin", "pièce 3-Échange"),
    "banner.cognar": ("{name} recruits {cognar}", "{name} recrute {cognar}"),
    "banner.era_two": ("Era 2 begins", "L'Ère 2 commence"),
    "banner.evaluation": ("Order Evaluation", "Évaluation des Ordres"),
    "banner.award": ("{name} wins {award}", "{name} remporte {award}"),
    "banner.lost": ("{award}: nobody wins it", "{award} : personne ne l'emporte"),
    "help.pariah": (
        "Under a Pariah token: this card scores nothing",
        "Sous un jeton Paria : cette carte ne rapporte rien",
    ),
    "help.points": ("{n} points", "{n} points"),
    "help.malt": ("Malt: {n}", "Malt : {n}"),
    "help.occult": ("Occult: {n}", "Occulte : {n}"),
    "help.runes": ("Runes: {n}", "Runes : {n}"),
    "help.leader": ("Leads now: {name}", "Mène en ce moment : {name}"),
    "help.treasury": (
        "Gold talion {value}: {n} left in the Treasury",
        "Talion d'or {value} : {n} au Trésor",
    ),
    "help.deck": ("Era {era} deck: {n} cards", "Pioche de l'Ère {era} : {n} cartes"),
    "help.discard": ("Discard: {n} cards", "Défausse : {n} cartes"),
    "help.exchange": (
        "The 3-Exchange coin: Kardum takes it; it bids like a 0",
        "La pièce 3-Échange : Kardum la prend ; elle mise comme un 0",
    ),
    "help.pariahs": ("Pariah tokens left: {n}", "Jetons Paria restants : {n}"),
    "help.gem": (
        "Gem {value}: the higher gem wins ties",
        "Gemme {value} : la plus haute gagne les égalités",
    ),
    "help.column": (
        "{order}: {ranks}, {points} points now",
        "{order} : {ranks}, {points} points en ce moment",
    ),
    "help.coin": ("Talion: {coin}", "Talion : {coin}"),
    "help.hidden": ("A hidden talion", "Un talion caché"),
    "help.counts": (
        "Malt {malt} · Occult {occult} · Runes {runes}",
        "Malt {malt} · Occulte {occult} · Runes {runes}",
    ),
    "log.bids_revealed": (
        "Tavern {n}: the bids are revealed",
        "Taverne {n} : les mises sont révélées",
    ),
    "log.card_taken": ("{name} takes", "{name} prend"),
    "log.card_placed": ("{name} places", "{name} place"),
    "log.pariah_placed": ("A Pariah token covers", "Un jeton Paria couvre"),
    "log.cognar_recruited": ("{name} recruits", "{name} recrute"),
    "log.card_discarded": ("{name} discards", "{name} défausse"),
    "log.tavern_card_discarded": ("Discarded from the tavern:", "Défaussée de la taverne :"),
    "log.coin_transformed": ("{name} turns a talion into", "{name} transforme un talion en"),
    "log.coins_traded": ("{name} exchanges, and gets", "{name} échange, et obtient"),
    "log.exchange_coin_taken": (
        "{name} takes the 3-Exchange coin",
        "{name} prend la pièce 3-Échange",
    ),
    "log.svara_kept": ("{name} keeps, with Svara,", "{name} garde, avec Svara,"),
    "log.award_given": ("{name} wins", "{name} remporte"),
    "log.award_lost": ("Nobody wins", "Personne ne remporte"),
    "log.pariah_removed": (
        "{name} removes the Pariah token from",
        "{name} retire le jeton Paria de",
    ),
    "log.round_over": ("Era {age}, round {round} is over", "Ère {age}, manche {round} terminée"),
    "log.age_started": ("Era {age} begins", "L'Ère {age} commence"),
    "log.game_over": ("The war is over", "La guerre est finie"),
}


def say(t: Any, key: str, **params: Any) -> str:
    """`key` in the language of `t`: data/i18n's `arran.<key>` if it is there, else this table."""
    own = t.own("arran", key, "")
    if own:
        return str(own.format(**params) if params else own)
    en, fr = WORDS[key]
    text = fr if t.lang == "fr" else en
    return text.format(**params) if params else text


def plural(t: Any, key: str, n: int) -> str:
    one = n in (0, 1) if t.lang == "fr" else n == 1
    return say(t, f"{key}.{'one' if one else 'other'}", n=n)
