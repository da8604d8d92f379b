"""The 2011 edition (rules/003) and the introductory variant (rules/004) section by section,
against the referee (issue 35 item 2, second sweep; docs/editions.md, rulings E-16 onwards).
Each test is a referee case: a position written from a line of the text, an action, the outcome
or the refusal with the rule that gives it."""
from __future__ import annotations

import politics
import pytest
from politics import DAVID, village

from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.war import GRADY, asked, do, first, position

# --- 003 Prisonnier: "Si le roi est prisonnier, la reine ne peut pas faire un héritier" (E-16)


def queen_plays_a_lord(edition: str):
    """DAVID (red) holds the Queen ISABEAU and the captive King QUENTIN (blue's), and plays
    ARTHUR's card."""
    bourg = village("green", men=1, lords=["OTHON"])
    bourg["units"]["red"] = {"men": 1, "captives": ["QUENTIN"]}
    return politics.game(
        "play_cards", turn="DAVID", edition=edition, hands={DAVID: ["ARTHUR"]},
        villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"]), "BOURG": bourg,
                  "BLAYE": village("blue", men=1, lords=["HUGUES"], fort="stronghold")},
        lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "red", "titles": ["Queen"]}})


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E16_2011_no_crown_prince_while_the_king_is_captive(edition):
    g = queen_plays_a_lord(edition)
    do(g, DAVID, "play_card card=ARTHUR")
    assert (DAVID, "crown_prince") not in asked(g)
    assert g.state.titles.crown_prince is None


def test_1_8_2_in_1429_a_captive_king_does_not_bar_the_crown_prince():
    g = queen_plays_a_lord("1429")
    do(g, DAVID, "play_card card=ARTHUR")                 # only a captive Queen bars him (A15)
    assert asked(g) == [(DAVID, "crown_prince")]


# --- 003 Carte Seigneur: a new lord "Dans une cité ou un château que vous contrôlez. Dans un
# village où se trouve un de vos seigneurs. Dans un village que vous contrôlez." (E-17)

def new_lord(edition: str):
    """GRADY (blue) holds a castle at BLAYE, his lord OTHON stands in TOURNUS, which blue
    controls, and COUTRAS holds a man of his; he plays ARTHUR's card."""
    return politics.game(
        "play_cards", turn="GRADY", edition=edition, hands={GRADY: ["ARTHUR"]},
        villages={"BLAYE": village("blue", men=1, fort="stronghold"),
                  "TOURNUS": village("blue", men=1, lords=["OTHON"]),
                  "COUTRAS": village("blue", men=1),
                  "SIGY": village("red", men=1, lords=["RAOUL"])})


def test_E17_2011_a_new_lord_goes_to_any_of_the_three_places_the_text_lists():
    g = new_lord("2011")
    do(g, GRADY, "play_card card=ARTHUR")
    placing = [d for d in g.pending() if d.kind == "place_lord"][0]
    assert sorted(a.get("village") for a in placing.choices) == ["BLAYE", "COUTRAS", "TOURNUS"]
    with pytest.raises(IllegalAction, match="^003 Carte Seigneur"):
        do(g, GRADY, "place_lord lord=ARTHUR village=SIGY")
    events = do(g, GRADY, "place_lord lord=ARTHUR village=COUTRAS")
    assert first(events, "lord_placed").get("village") == "COUTRAS"


def test_2_4_1_in_1429_a_new_lord_goes_to_the_castle_first():
    g = new_lord("1429")
    events = do(g, GRADY, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "BLAYE"


# --- 003 Carte Souterrain, "Pendant un déplacement : Vous pouvez vous évader de prison vers un
# lieu à une étape de là." (E-18)

def prison(edition: str, step: str = "movement"):
    """HUGUES (blue) is held by red at BLAYE; blue has a castle at TOURNUS and a Secret
    Passage."""
    data = position({
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["OTHON"]},
                            "red": {"men": 1, "captives": ["HUGUES"]}}},
        "TOURNUS": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
        "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
        step=step, edition=edition, lords={"HUGUES": {"owner": "blue"}})
    data["players"][0]["hand"] = ["secret_passage"]
    data["round"] = 2
    return load_position(data)


ESCAPE = "play_card card=secret_passage use=escape lord=HUGUES"


def test_E18_2011_an_escaped_lord_goes_one_step_from_his_prison():
    g = prison("2011")
    do(g, GRADY, ESCAPE)
    placing = [d for d in g.pending() if d.kind == "place_lord"][0]
    assert sorted(a.get("village") for a in placing.choices) == ["CHAROLLES", "PAUILLAC",
                                                                 "ST MÉDARD"]
    with pytest.raises(IllegalAction, match="^003 Souterrain"):
        do(g, GRADY, "place_lord lord=HUGUES village=TOURNUS")
    do(g, GRADY, "place_lord lord=HUGUES village=PAUILLAC")
    lord = g.state.lords["HUGUES"]
    assert (lord.village, lord.captor) == ("PAUILLAC", None)


def test_E18_2011_a_family_frees_only_its_own_lord():
    """003 "Vous pouvez vous évader": in 2011 the card frees its holder's own lord; in 1429 any
    player frees any captive (RULINGS 48)."""
    for edition, offered in (("2011", False), ("1429", True)):
        data = position({
            "BLAYE": {"units": {"blue": {"men": 1, "lords": ["OTHON"]},
                                "red": {"men": 1, "captives": ["HUGUES"]}}},
            "SIGY": {"units": {"green": {"men": 1, "lords": ["RAOUL"]}}}},
            step="movement", edition=edition, turn="KIRSTEN",
            lords={"HUGUES": {"owner": "blue"}, "RAOUL": {"owner": "green"}})
        data["players"][2]["hand"] = ["secret_passage"]
        g = load_position(data)
        choices = [c for c in politics.choices(g, 2) if "escape" in c]
        assert bool(choices) is offered, edition
        if not offered:
            with pytest.raises(IllegalAction):
                do(g, 2, ESCAPE)


def test_E18_2011_the_escape_is_a_use_of_the_movement_phase():
    g = prison("2011", step="battles")
    assert not [c for c in politics.choices(g, GRADY) if "escape" in c]
    with pytest.raises(IllegalAction):
        do(g, GRADY, ESCAPE)
    g = prison("1429", step="battles")                    # 10.2.3: "during any phase"
    assert "play_card card=secret_passage lord=HUGUES use=escape" in politics.choices(g, GRADY)


def test_10_2_3_in_1429_an_escaped_lord_goes_to_his_castle():
    g = prison("1429")
    events = do(g, GRADY, ESCAPE)
    assert first(events, "lord_placed").get("village") == "TOURNUS"


# --- 003 Phase 2: "Au début de cette phase, défaussez toutes les cartes Calamité en jeu" (E-19)

def famine_at_round_end(edition: str):
    """A famine in bishopric 1 at the end of round 2; GRADY holds a Revolt (Uprising)."""
    g = politics.game("end_round", edition=edition, begun=False, disasters={"1": ["famine"]},
                      hands={GRADY: ["uprising"]},
                      villages={"TOURNUS": village("red", men=1, lords=["RAOUL"]),
                                "BLAYE": village("blue", men=1, lords=["HUGUES"])})
    while g.state.round == 2:
        do(g, g.pending()[0].player, "pass")              # the windows of the round's end
    return g


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E19_2011_calamities_stay_through_phase_1_and_go_when_phase_2_begins(edition):
    g = famine_at_round_end(edition)
    assert [f.kind for f in g.state.stack][0] == "marriage"
    assert g.state.disasters["1"] == ["famine"]           # a Revolt may still rise there
    assert "play_card card=uprising village=CHAROLLES" in politics.choices(g, GRADY)
    while g.state.stack[0].kind != "cards_draw":
        do(g, g.pending()[0].player, "pass")
    assert g.state.disasters["1"] == [] and "famine" in g.state.fortune_discard


def test_7_0_in_1429_disasters_go_at_the_end_of_the_round():
    g = famine_at_round_end("1429")
    assert g.state.disasters["1"] == [] and "famine" in g.state.fortune_discard


# --- 003 Élection du Pape: "au moins 2 cardinaux en place"; "Seuls les cardinaux
# non-prisonniers peuvent élire un Pape" (E-20)

def pope_election(edition: str):
    """Two Cardinals, RAOUL (red) a captive of blue's; HUGUES (blue) stands."""
    lords = {"HUGUES": {"owner": "blue", "titles": ["Bishop of 1", "Cardinal"]},
             "RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]}}
    blaye = village("blue", men=1, lords=["HUGUES"])
    blaye["units"]["blue"]["captives"] = ["RAOUL"]
    return politics.game("elections", edition=edition, lords=lords, villages={
        "BLAYE": blaye, "TOURNUS": village("red", men=1, lords=["ARTHUR"]),
        "BOURG": village("green", men=1, lords=["OTHON"])})


def test_E20_2011_a_captive_cardinal_counts_for_the_popes_election_but_does_not_vote():
    g = pope_election("2011")
    assert g.state.top().data["item"] == "pope"
    do(g, GRADY, "declare_candidate lord=HUGUES")
    assert asked(g) == [(GRADY, "ballot")]                # RAOUL, a captive, has no vote
    events = do(g, GRADY, "ballot for=HUGUES against=-")
    assert first(events, "election_result").get("tally") == (("HUGUES", 1),)
    assert g.state.titles.pope == "HUGUES"                # 1 vote of 1 cast: more than half


def test_1_7_in_1429_two_uncaptured_cardinals_are_needed():
    g = pope_election("1429")
    assert not any(f.data.get("item") == "pope" for f in g.state.stack)
    assert g.state.titles.pope is None and asked(g) == [(GRADY, "cards")]


# --- 003 Mauvais temps: "Aucun mouvement, que ce soit un déplacement ou une bataille, n'est
# possible à moins d'avoir la carte Souterrain" (E-21)

def battle_in_rain(edition: str):
    """Bad weather on bishopric 1; GRADY (blue) holds a Secret Passage and attacks red in
    CHAROLLES."""
    data = position({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 1, "men": 2, "lords": ["HUGUES"]}}}},
        edition=edition, lords={"HUGUES": {"owner": "blue"}},
        disasters={"1": ["heavy_rain"]}, forced_battle=[3, 1])
    data["players"][0]["hand"] = ["secret_passage"]
    return load_position(data)


def test_E21_2011_a_battle_in_bad_weather_with_a_secret_passage():
    g = battle_in_rain("2011")
    with pytest.raises(IllegalAction, match="^003 Mauvais temps"):
        do(g, GRADY, "declare_battle village=CHAROLLES target=1")
    events = do(g, GRADY, "declare_battle village=CHAROLLES target=1 secret_passage=yes")
    assert first(events, "battle_started") and "secret_passage" in g.state.fortune_discard
    assert g.state.players[GRADY].hand == []


def test_A45_in_1429_no_battle_under_heavy_rain_even_with_a_secret_passage():
    data = position({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 1, "men": 2, "lords": ["HUGUES"]}}},
        "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]},    # no rain there
                              "blue": {"men": 2, "lords": ["ARTHUR"]}}}},
        lords={"HUGUES": {"owner": "blue"}, "ARTHUR": {"owner": "blue"}},
        disasters={"1": ["heavy_rain"]})
    data["players"][0]["hand"] = ["secret_passage"]
    g = load_position(data)
    assert asked(g) == [(GRADY, "declare_battle")]
    with pytest.raises(IllegalAction, match="^2.3.1"):
        do(g, GRADY, "declare_battle village=CHAROLLES target=1 secret_passage=yes")


def test_E21_004_3_a_battle_in_a_storm_with_a_secret_passage():
    data = variant("battles", {
        "CLUNY": {"controller": "red", "units": {"red": {"men": 1, "lords": ["ARTHUR"]},
                                                 "blue": {"lords": ["FRANÇOIS"]}}},
        "BLAYE": {"controller": "green", "units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
        {"FRANÇOIS": "blue", "ARTHUR": "red", "OTHON": "green"}, turn="blue",
        disasters={"2": ["heavy_rain"]}, forced_d6=[6, 1, 6, 1, 6, 1])
    data["players"][0]["hand"] = ["secret_passage"]
    g = load_position(data)
    assert politics.choices(g, GRADY) == [
        "declare_battle secret_passage=yes target=1 village=CLUNY", "end_battles"]
    with pytest.raises(IllegalAction, match="^004 §3"):
        do(g, GRADY, "declare_battle village=CLUNY target=1")
    events = do(g, GRADY, "declare_battle village=CLUNY target=1 secret_passage=yes")
    assert first(events, "paired_battle_started") and g.state.players[GRADY].hand == []


# --- 003 Chevauchée: "Si la chevauchée vous permet de remporter la bataille, vous pouvez
# continuer votre chemin si vous avez 1 seigneur" (E-22)

def won_ride(edition: str):
    """HUGUES and ARTHUR (blue) ride with a knight through red's CHAROLLES from BLAYE toward
    L'ÉPERVIER and win: the attack's 3 hits kill OTHON's man and OTHON; the defence's one hit
    does not fell the knight."""
    g = load_position(position({"CHAROLLES": {"units": {
        "red": {"men": 1, "lords": ["OTHON"]},
        "blue": {"knights": 1, "lords": ["HUGUES", "ARTHUR"], "road": "BLAYE", "steps": 1}}}},
        step="movement", edition=edition, forced_battle=[3, 0],
        lords={"HUGUES": {"owner": "blue", "steps": 1}, "ARTHUR": {"owner": "blue", "steps": 1}}))
    do(g, GRADY, "move lords=HUGUES,ARTHUR knights=1 to=\"L'ÉPERVIER\" cavalcade=yes")
    do(g, DAVID, "let_pass allow=no")
    return g


def test_E22_2011_a_won_ride_may_end_where_it_won():
    g = won_ride("2011")
    offered = [a.text() for a in g.pending()[0].choices]
    assert asked(g) == [(GRADY, "cavalcade_on")] and "cavalcade_on stay=yes" in offered
    do(g, GRADY, "cavalcade_on stay=yes")
    assert g.state.lords["HUGUES"].village == "CHAROLLES"
    # Its move is over by the ride's rule, not by two steps a round: HUGUES made one.
    with pytest.raises(IllegalAction, match=r"^003 Chevauchée: a lord whose ride failed, or who "
                                            r"won it and ended there \(E-22\), moves no more"):
        do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\"")
    with pytest.raises(IllegalAction, match="^003 Chevauchée"):
        do(g, GRADY, "move lords=HUGUES,ARTHUR knights=1 to=\"L'ÉPERVIER\" cavalcade=yes")


def test_5_2_in_1429_a_won_cavalcade_must_go_on():
    g = won_ride("1429")
    assert asked(g) == [(GRADY, "cavalcade_on")]
    assert "cavalcade_on stay=yes" not in [a.text() for a in g.pending()[0].choices]
    with pytest.raises(IllegalAction, match="^5.2"):
        do(g, GRADY, "cavalcade_on stay=yes")


# --- The variant (004) ---------------------------------------------------------------------

def variant(step: str, villages: dict, lords: dict, **extra) -> dict:
    return {"players": [{"name": "ANN", "colour": "blue", "money": 10},
                        {"name": "BOB", "colour": "red"}, {"name": "CID", "colour": "green"}],
            "edition": "simplified", "round": 2, "first": "blue", "step": step,
            "lords": lords, "villages": villages, **extra}


def test_004_3_a_storm_forbids_building_in_its_bishopric():
    data = variant("purchase", {
        "CLUNY": {"controller": "blue", "units": {"blue": {"men": 1, "lords": ["FRANÇOIS"]}}},
        "BLAYE": {"controller": "blue", "units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
        "SIGY": {"controller": "red", "units": {"red": {"men": 1, "lords": ["ARTHUR"]}}}},
        {"FRANÇOIS": "blue", "HUGUES": "blue", "ARTHUR": "red"}, turn="blue", begun=True,
        disasters={"2": ["heavy_rain"]})                  # CLUNY's bishopric, not BLAYE's
    g = load_position(data)
    with pytest.raises(IllegalAction, match="^004 §3"):
        do(g, GRADY, "build village=CLUNY building=mill")
    do(g, GRADY, "build village=BLAYE building=mill")
    assert (g.state.villages["CLUNY"].mills, g.state.villages["BLAYE"].mills) == (0, 1)


def test_004_7_the_besieged_leave_their_castle_only_to_attack():
    g = load_position(variant("movement", {"L'ÉPERVIER": {
        "controller": "blue", "fort": "stronghold", "besiegers": ["red"],
        "units": {"blue": {"men": 1, "lords": ["HUGUES"]},
                  "red": {"lords": ["OTHON"], "road": "ST MÉDARD"}}}},
        {"HUGUES": "blue", "OTHON": "red"}, turn="blue", begun=True))
    for move in ("move lords=HUGUES to=CHAROLLES", "move lords=HUGUES to=CHAROLLES cavalcade=yes"):
        with pytest.raises(IllegalAction, match="^004 §7: the besieged leave"):      # E-15
            do(g, GRADY, move)
    assert g.state.lords["HUGUES"].village == "L'ÉPERVIER"


def test_004_8_an_attacker_holding_the_village_fights_without_its_place_and_keeps_it():
    """004 §8: "Si le joueur attaquant contrôle la ville, le contrôle de la ville n'est pas
    remis en cause ... Il ne bénéficie pas des points de force en défense"."""
    g = load_position(variant("battles", {"CHAROLLES": {
        "controller": "red", "fort": "stronghold",
        "units": {"red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": ["FRANÇOIS"]}}}},
        {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]}, "ARTHUR": "red"},
        turn="red", forced_d6=[1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6]))
    events = do(g, DAVID, "declare_battle village=CHAROLLES target=0")
    started = first(events, "paired_battle_started").to_dict()
    assert (started["attack_total"], started["defence_total"]) == (1, 4)
    assert started["attack"]["place"] == 0 == started["defence"]["place"]
    while any(d.kind == "paired_battle_choice" for d in g.pending()):
        events = do(g, DAVID, "paired_battle_choice choice=continue")
    ended = first(events, "paired_battle_ended").to_dict()
    assert ended["winner"] == "defence" and ended["attack"]["killed"] == ["ARTHUR"]
    assert ended["controller"] == DAVID and g.state.villages["CHAROLLES"].fort is not None


def test_004_6_those_present_take_the_road_a_lord_arrived_by_only_with_his_leave():
    """004 §6: "ceux qui sont déjà sur les lieux ne peuvent emprunter cette voie ... dans
    l'autre sens sans l'autorisation de passage"; another road is free."""
    def arrived():
        return load_position(variant("movement", {"CHAROLLES": {
            "controller": "blue", "units": {"blue": {"men": 1, "lords": ["HUGUES"]},
                                            "red": {"lords": ["OTHON"], "road": "BLAYE"}}}},
            {"HUGUES": "blue", "OTHON": {"owner": "red", "steps": 1}}, turn="blue", begun=True))
    g = arrived()
    do(g, GRADY, "move lords=HUGUES to=BLAYE")
    assert asked(g) == [(DAVID, "consent")]
    events = do(g, DAVID, "consent allow=no")
    assert first(events, "passage_refused") and g.state.lords["HUGUES"].village == "CHAROLLES"
    g = arrived()
    do(g, GRADY, "move lords=HUGUES to=\"L'ÉPERVIER\"")
    assert g.state.lords["HUGUES"].village == "L'ÉPERVIER"


# --- 003 Pose de cartes: "Il est interdit de poser 2 cartes identiques au même endroit" -------

@pytest.mark.parametrize("card", ["harvest", "good_weather"])
def test_003_pose_no_second_identical_good_omen_on_a_bishopric(card):
    g = politics.game("play_cards", turn="DAVID", edition="2011", hands={DAVID: [card]},
                      fortunes={"1": [card]},
                      villages={"TOURNUS": village("red", men=1, lords=["RAOUL"])})
    assert f"play_card bishopric=1 card={card}" not in politics.choices(g, DAVID)
    assert f"play_card bishopric=2 card={card}" in politics.choices(g, DAVID)
    with pytest.raises(IllegalAction):
        do(g, DAVID, f"play_card card={card} bishopric=1")


def test_E22_004_6_a_won_ride_may_stop_where_it_won():
    """004 §6: "s'il réussit il peut continuer son déplacement"; blue's baron (2) rides into
    red's CHAROLLES, held by ARTHUR and the village (2): two prisoner points, no die left."""
    g = load_position(variant("movement", {"CHAROLLES": {"controller": "red", "units": {
        "red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": ["BEAUDOIN"], "road": "BLAYE"}}}},
        {"BEAUDOIN": {"owner": "blue", "titles": ["Barony of LA RÉOLE"], "steps": 1},
         "ARTHUR": "red"}, turn="blue", begun=True, forced_d6=[6, 6, 1, 1]))
    do(g, GRADY, "move lords=BEAUDOIN to=COUTRAS cavalcade=yes")
    do(g, DAVID, "let_pass allow=no")
    assert "cavalcade_on stay=yes" in [a.text() for a in g.pending()[0].choices]
    do(g, GRADY, "cavalcade_on stay=yes")
    assert g.state.lords["BEAUDOIN"].village == "CHAROLLES"
    assert g.state.villages["CHAROLLES"].controller == GRADY
