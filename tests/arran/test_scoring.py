"""Final scoring of Guerres d'Arran (spec §6-§8) on plain `Fortress` objects: every scoring worked
example of spec §11 and every number of the Cognar and Elite tables, checked exactly.

The expected numbers are the spec's own (worked out by hand there), never read back from the
program. Default data and readings throughout: A-06, A-14, A-15, A-16, A-21, A-24.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.arran.cards import FORGE, SHIELD, TALION, TEMPLE, WANDERERS, default_table
from game.arran.scoring import CATEGORIES, Fortress, owned_removals, score, winners

T = default_table()
BRONZE = (0, 2, 3, 4, 5)  # a Lord's starting coins: 14


def ids(keys: Iterable[str]) -> tuple[int, ...]:
    return tuple(T.card_ids[k] for k in keys)


def fortress(
    shield: Iterable[str] = (),
    temple: Iterable[str] = (),
    wanderers: Iterable[str] = (),
    forge: Iterable[str] = (),
    talion: Iterable[str] = (),
    command: Iterable[str] = (),
    covered: Iterable[str] = (),
    coins: tuple[int, ...] = (),
) -> Fortress:
    """A fortress by card keys; the removals are those its cards give (Brum, Dröh, Oösram), as
    the rules core passes them."""
    columns = tuple(ids(c) for c in (shield, temple, wanderers, forge, talion))
    cmd = ids(command)
    base = Fortress(columns, cmd, frozenset(ids(covered)), coins)
    return Fortress(columns, cmd, base.covered, coins, owned_removals(T, base.cards()))


def sheet(**points: int) -> dict[str, int]:
    """A full sheet, zero where not given, with its total."""
    full = {c: points.get(c, 0) for c in CATEGORIES}
    full["total"] = sum(full.values())
    return full


def test_column_constants_follow_the_order_keys() -> None:
    assert (SHIELD, TEMPLE, WANDERERS, FORGE, TALION) == (0, 1, 2, 3, 4)
    assert CATEGORIES == (
        "shield",
        "temple",
        "wanderers",
        "forge",
        "talion",
        "mercenaries",
        "command",
        "malt",
        "coins",
    )


def test_empty_fortress_scores_nothing_but_its_coins() -> None:
    assert score(T, fortress(coins=BRONZE)) == sheet(coins=14)


# --------------------------------------------------------------------------- EX-14 Pariah tokens

SEVENS = ("E1-WA-03", "E2-WA-03", "E1-WA-05", "E1-WA-09")  # 7, 7 (token), 9, 7 (token)


def test_ex14a_covered_sevens_hide_their_points_not_their_ranks() -> None:
    f = fortress(wanderers=SEVENS, covered=("E2-WA-03", "E1-WA-09"))
    assert f.removals == 0
    assert score(T, f) == sheet(wanderers=16)  # 7 + 9


def test_ex14a_brum_removes_one_token_and_scores_13() -> None:
    f = fortress(wanderers=SEVENS, covered=("E2-WA-03", "E1-WA-09"), command=("brum",))
    assert f.removals == 1
    assert score(T, f) == sheet(wanderers=23, command=13)


def test_ex14a_oosram_removes_two_tokens() -> None:
    f = fortress(wanderers=(*SEVENS, "oosram"), covered=("E2-WA-03", "E1-WA-09"))
    assert f.removals == 2
    assert score(T, f) == sheet(wanderers=45)  # 7 + 7 + 7 + 9 + 15


def test_ex14a_malt_on_a_covered_card_still_counts() -> None:
    # Both 5s carry a Malt symbol; the second one is covered.
    f = fortress(wanderers=("E1-WA-01", "E2-WA-01"), covered=("E2-WA-01",))
    assert score(T, f) == sheet(wanderers=5, malt=2)


def test_ex14b_droh_covered_then_uncovers_itself() -> None:
    f = fortress(wanderers=("E1-WA-06", "droh"), covered=("droh",))
    assert f.removals == 1
    assert score(T, f) == sheet(wanderers=20)  # 10 + 10
    covered = Fortress(f.columns, f.command, f.covered, f.coins)  # before the removal
    assert score(T, covered)["wanderers"] == 10


def test_ex14b_gaat_is_a_9_that_is_never_covered() -> None:
    f = fortress(wanderers=("gaat", "E1-WA-05"), covered=("E1-WA-05",))
    assert score(T, f) == sheet(wanderers=9)  # Ga'at's 9 only


def test_ex14c_a_substitute_marker_hides_like_a_token() -> None:
    # the penalty applies even when the supply is empty; the fortress only says "covered".
    assert T.pariah_unlimited
    f = fortress(wanderers=("E1-WA-07", "E2-WA-07"), covered=("E2-WA-07",))
    assert score(T, f) == sheet(wanderers=11)


def test_removals_uncover_the_highest_values_first() -> None:
    f = fortress(
        wanderers=("E1-WA-03", "E2-WA-03", "E1-WA-08", "E2-WA-08"),
        covered=("E2-WA-03", "E2-WA-08"),
        command=("brum",),
    )
    assert score(T, f)["wanderers"] == 7 + 12 + 12


# --------------------------------------------------------------------------- EX-15 Temple

TEMPLE_EX15 = ("E1-TE-02", "E1-TE-03", "E1-TE-05", "E1-TE-06", "fey")  # 2, 3, Occ, Occ, Fey 5


def test_ex15_temple_points_times_occult() -> None:
    assert score(T, fortress(temple=TEMPLE_EX15)) == sheet(temple=30)  # 10 × (1 + 2)
    assert score(T, fortress(temple=(*TEMPLE_EX15, "sriza")))["temple"] == 50  # O = 5
    with_aral = fortress(temple=(*TEMPLE_EX15, "sriza"), command=("aral",))
    assert score(T, with_aral) == sheet(temple=60)  # O = 6; Aral has no points of its own


def test_ex15_only_occult_cards_score_nothing() -> None:
    assert score(T, fortress(temple=("E1-TE-05", "E1-TE-06", "sriza"))) == sheet()


def test_ararun_two_points_and_one_occult() -> None:
    assert score(T, fortress(temple=("E1-TE-03", "ararun")))["temple"] == (3 + 2) * 2


# --------------------------------------------------------------------------- EX-16 Forge, Jorun

FORGE_EX16 = ("E1-FO-07", "E1-FO-08", "E2-FO-02", "tala")  # (1, A), (2, B), (2, B), Tala 6


def test_ex16_forge_points_plus_runes_squared() -> None:
    assert score(T, fortress(forge=FORGE_EX16)) == sheet(forge=20)  # 11 + 3²
    assert score(T, fortress(forge=FORGE_EX16, command=("redwin",))) == sheet(forge=27)
    jorun = fortress(forge=FORGE_EX16, command=("redwin", "jorun"))
    assert score(T, jorun) == sheet(forge=36, command=15)  # D = 5: 11 + 25; Jorun 3 × 5
    ulrog = fortress(forge=(*FORGE_EX16, "ulrog"), command=("redwin", "jorun"))
    assert score(T, ulrog) == sheet(forge=60, command=21)  # D = 7: 11 + 49; Jorun 21


def test_torun_twelve_points_and_a_rune() -> None:
    assert score(T, fortress(forge=("E1-FO-02", "torun"))) == sheet(forge=1 + 12 + 4)


# --------------------------------------------------------------------------- EX-17 Malt


def ex17(command: tuple[str, ...]) -> dict[str, int]:
    """Three Malt dwarves, one of them under a Pariah token, with these command-zone cards."""
    return score(
        T,
        fortress(
            shield=("E1-SH-01",),  # Malt
            wanderers=("E1-WA-02", "E2-WA-02"),  # two 6s with Malt, the second one covered
            covered=("E2-WA-02",),
            command=command,
        ),
    )


def test_ex17_malt_gurdan_borogam_and_the_certification() -> None:
    both = ex17(("gurdan", "borogam"))
    assert both["malt"] == 7 * 2  # M = 3 + 1 + 3, each worth 1 + the combination
    assert both["command"] == 22 + 14
    cert = ex17(("gurdan", "borogam", "liquor"))
    assert cert["malt"] == 7 * 3
    assert cert["command"] == 36  # the Certification has no points of its own
    assert ex17(("gurdan", "liquor"))["malt"] == 4 * 2  # no combination without Borogam
    assert ex17(())["malt"] == 3


def test_gurdan_and_borogam_alone() -> None:
    assert score(T, fortress(command=("gurdan",))) == sheet(command=22, malt=1)
    assert score(T, fortress(command=("borogam",))) == sheet(command=14, malt=3)
    assert score(T, fortress(command=("gurdan", "borogam"))) == sheet(command=36, malt=8)


def test_certification_adds_one_per_malt() -> None:
    f = fortress(shield=("E1-SH-01", "E2-SH-01"), command=("liquor",))
    assert score(T, f) == sheet(shield=7, malt=4)


# --------------------------------------------------------------------------- EX-18 Shield

SHIELD_EX18 = ("E1-SH-02", "E1-SH-03", "E1-SH-04", "volgrir", "abokar")  # 6 ranks


def test_ex18_track_abokar_tiss() -> None:
    assert score(T, fortress(shield=SHIELD_EX18)) == sheet(shield=33 + 6)
    # Tiss's 12 are the command zone's: the rulebook lists the Elite Cognars there.
    with_tiss = sheet(shield=33 + 6, command=12)
    assert score(T, fortress(shield=SHIELD_EX18, command=("tiss",))) == with_tiss
    assert with_tiss["total"] == 51


def test_ex18_gaat_adds_one_scoring_rank_in_the_shield() -> None:
    f = fortress(shield=(*SHIELD_EX18, "gaat"), command=("tiss",))
    assert score(T, f) == sheet(shield=52 + 8, command=16)  # 8 scoring ranks


def test_tiss_two_points_per_shield_rank() -> None:
    f = fortress(shield=("E1-SH-02", "E1-SH-03", "E1-SH-04"), command=("tiss",))
    assert score(T, f) == sheet(shield=12, command=2 * 3)


def test_shield_track_values() -> None:
    expected = [0, 3, 7, 12, 18, 25, 33, 42, 52]
    shields = [k for k in T.card_ids if k.startswith(("E1-SH", "E2-SH"))]
    for n, value in enumerate(expected):
        plain = [k for k in shields if T.cards[T.card_ids[k]].malt == 0][:n]
        assert score(T, fortress(shield=plain))["shield"] == value


# --------------------------------------------------------------------------- EX-19 Ga'at


def test_ex19_gaat_by_column() -> None:
    assert score(T, fortress(temple=(*TEMPLE_EX15, "gaat")))["temple"] == 36  # 12 × 3
    assert score(T, fortress(wanderers=("gaat",))) == sheet(wanderers=9)
    assert score(T, fortress(forge=("gaat",))) == sheet(forge=4)
    assert score(T, fortress(talion=("gaat",))) == sheet(talion=6)
    assert score(T, fortress(shield=("gaat",))) == sheet(shield=7)  # 2 scoring ranks: track 7


def test_oboron_scores_15_from_the_command_zone() -> None:
    assert score(T, fortress(command=("oboron",), talion=("gaat",))) == sheet(command=15, talion=6)


# --------------------------------------------------------------------------- Talion, coins


def test_talion_cognars_points() -> None:
    f = fortress(talion=("E1-TA-03", "derdhr", "kardum"))
    assert score(T, f) == sheet(talion=4 + 13 + 5)


def test_coins_the_3_exchange_coin_counts_3() -> None:
    # Kardum replaced the 0 with the 3-Exchange coin: the Lord holds a bronze 3 and it.
    assert score(T, fortress(coins=(3, 2, 3, 4, 5))) == sheet(coins=17)
    assert score(T, fortress(coins=(0, 6, 9, 11, 13))) == sheet(coins=39)


# --------------------------------------------------------------------------- Mercenaries


def test_mercenaries_score_flat_whatever_the_column() -> None:
    f = fortress(temple=("E1-TE-03", "tadgar"), shield=("lygdr",))
    # Temple 3 × 1 (Tadgar's 24 is not multiplied); Shield 1 rank → 3 (Lygdr's 23 not lost).
    assert score(T, f) == sheet(temple=3, shield=3, mercenaries=24 + 23)
    f = fortress(wanderers=("E1-WA-03", "wal"), forge=("akab",), talion=("dawn",))
    assert score(T, f) == sheet(wanderers=7, forge=0, mercenaries=22 + 21 + 20)


def test_elites_without_direct_points() -> None:
    assert score(T, fortress(command=("aral", "redwin", "ordo", "liquor"))) == sheet(forge=1)
    # Redwin's rune alone makes D = 1: the Forge term 1² (spec §6.4: no Forge card needed).


# --------------------------------------------------------------------------- EX-27 tie-break


def test_ex27_most_elite_cognars_breaks_a_tie() -> None:
    a = fortress(command=("tiss", "ordo"))
    b = fortress(command=("brum", "liquor"))
    sheets = [{"total": 180}, {"total": 180}]
    assert winners(T, sheets, [a, b]) == [0]
    one_each = [fortress(command=("tiss",)), fortress(command=("brum", "liquor"))]
    assert winners(T, sheets, one_each) == [0, 1]  # the Certification is no Elite


def test_the_highest_total_wins_whatever_the_elites() -> None:
    a = fortress(command=("tiss", "ordo", "aral"))
    assert winners(T, [{"total": 179}, {"total": 180}], [a, fortress()]) == [1]


# --------------------------------------------------------------------------- EX-28 full score

EX28 = {
    "shield": ("E1-SH-01", "E1-SH-02", "E2-SH-03", "volgrir"),
    "temple": ("E1-TE-02", "E1-TE-04", "E1-TE-05", "E2-TE-06", "fey"),
    "wanderers": ("E1-WA-03", "E2-WA-03", "E2-WA-06", "droh"),
    "forge": ("E1-FO-02", "E1-FO-04", "E2-FO-04", "tala"),
    "talion": ("E1-TA-03", "E1-TA-04", "E1-TA-06", "E2-TA-02", "E2-TA-07"),
    "command": ("gurdan", "redwin"),
}
EX28_SHEET = sheet(
    shield=25, temple=30, wanderers=27, forge=26, talion=27, command=22, malt=2, coins=39
)


def test_ex28_full_score_198_whichever_10_took_the_token() -> None:
    for second_ten in ("droh", "E2-WA-06"):
        covered = ("E2-WA-03", second_ten)
        f = fortress(**EX28, covered=covered, coins=(0, 6, 9, 11, 13))
        assert f.removals == 1
        assert score(T, f) == EX28_SHEET
        assert EX28_SHEET["total"] == 198
