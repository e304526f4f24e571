"""The words of Arran's table not yet in `data/i18n` (its `arran:` namespace holds the prompts,
banners and log lines): in English and French, until the text helper moves them there.

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
    "table.holder_won": ("Elite Cognars · who won them", "Cognars d'Élite · remportés par"),
    "table.nobody": ("nobody", "personne"),
    "table.deck": ("Era {era} · {n}", "Ère {era} · {n}"),
    "table.discard": ("Discard · {n}", "Défausse · {n}"),
    "table.exchange": ("3-Exchange", "3-Échange"),
    "table.pariahs": ("Pariahs · {n}", "Parias · {n}"),
    "table.purse": ("Purse", "Bourse"),
    "table.command": ("Command zone", "Zone de commandement"),
    "table.points": ("Points", "Points"),
    "table.ranks.one": ("{n} rank", "{n} grade"),
    "table.ranks.other": ("{n} ranks", "{n} grades"),
    "table.next_rank": ("next rank +{value}", "grade suivant +{value}"),
    "table.tavern": ("Tavern {n}", "Taverne {n}"),
    "choice.give_up": ("Give up the {coin}", "Rendre le {coin}"),
    "coin.bronze": ("bronze {value}", "{value} de bronze"),
    "coin.gold": ("gold {value}", "{value} d'or"),
    "coin.exchange": ("3-Exchange coin", "pièce 3-Échange"),
    "help.pariah": (
        "Under a Pariah token: this card scores nothing",
        "Sous un jeton Paria : cette carte ne rapporte rien",
    ),
    "help.order.shield": (
        "A Shield rank: the column scores on the Shield track",
        "Un grade du Bouclier : la colonne marque selon la piste du Bouclier",
    ),
    "help.order.temple": (
        "{n} points, multiplied by your Occult symbols",
        "{n} points, multipliés par vos symboles Occulte",
    ),
    "help.order.wanderers": (
        "{n} points, unless a Pariah token covers it",
        "{n} points, sauf sous un jeton Paria",
    ),
    "help.order.forge": (
        "{n} points; the column adds the square of your different runes",
        "{n} points ; la colonne ajoute le carré de vos runes différentes",
    ),
    "help.order.talion": (
        "{n} points; the talion that wins it goes up by 1",
        "{n} points ; le talion qui le remporte gagne 1",
    ),
    "help.malt": ("Malt: {n}", "Malt : {n}"),
    "help.occult": ("Occult: {n}", "Occulte : {n}"),
    "help.runes": ("Runes: {n}", "Runes : {n}"),
    "help.won": ("Won by: {name}", "Remporté par : {name}"),
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
