"""Referee cases of the 2011 edition from its text (rules/003, cited "003 <heading>"), second
part: the turn's order, marriages, the order of the Bishops' elections, movement through
occupied villages, the Secret Passage on the way, captives freed (first part:
test_referee_cases_2011c.py)."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, KIRSTEN, asked, choices, do, game, pass_windows, village
from war import game as war_game

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.deaths import kill_lord
from engine.fief.phases.marriage import proposals
from engine.fief.position import load_position

ANN, BOB = 0, 1


def moving(villages: dict, turn: str = "blue", hands: dict | None = None):
    """The movement step of a 2011 round, ``turn`` (a colour) to move."""
    players = [{"name": name, "colour": colour, "hand": (hands or {}).get(colour, [])}
               for name, colour in (("ANN", "blue"), ("BOB", "red"), ("CID", "green"))]
    return load_position({"players": players, "edition": "2011", "step": "movement",
                          "turn": turn, "begun": True, "villages": villages})


# --- 003 Comment se déroule un tour ? -------------------------------------------------------

def test_003_tour_actions_are_resolved_clockwise_from_the_first_player():
    """003 Comment se déroule un tour ?: "La résolution des actions se fait dans le sens
    horaire": with DAVID first, the families are asked DAVID, KIRSTEN, GRADY."""
    g = game("movement", edition="2011", first="DAVID", turn="DAVID", villages={
        "BLAYE": village("blue", men=1, lords=["QUENTIN"]),
        "TOURNUS": village("red", men=1, lords=["RAOUL"]),
        "BOURG": village("green", men=1, lords=["OTHON"])})
    assert g.state.order() == [DAVID, KIRSTEN, GRADY]
    asked_in_turn = []
    for _ in range(3):
        (seat, kind), = asked(g)
        asked_in_turn.append(seat)
        do(g, seat, "end_movement")
        pass_windows(g)
    assert asked_in_turn == [DAVID, KIRSTEN, GRADY]


# --- 003 Contracter un mariage and Mettre fin à un mariage -------------------------------------

def test_003_mariage_two_lords_of_one_family_never_marry():
    """003 Contracter un mariage: "Il a lieu entre 2 seigneurs de 2 joueurs différents":
    GRADY's QUENTIN may not wed GRADY's JEANNE; DAVID's MATHILDE he may."""
    g = game("marriage", edition="2011", villages={
        "BLAYE": village("blue", men=1, lords=["QUENTIN", "JEANNE"]),
        "TOURNUS": village("red", men=1, lords=["MATHILDE"]),
        "BOURG": village("green", men=1, lords=["OTHON"])})
    offers = [c for c in choices(g, GRADY) if c.startswith("propose_marriage")]
    assert any("lady=MATHILDE lord=QUENTIN" in c for c in offers)
    assert not any("lady=JEANNE lord=QUENTIN" in c for c in offers)
    with pytest.raises(IllegalAction):
        do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")


def test_003_mariage_the_death_of_a_spouse_ends_the_marriage_and_the_widower_may_wed_again():
    """003 Mettre fin à un mariage: "La mort de l'un des époux": QUENTIN's wife MATHILDE dies
    of the plague; QUENTIN is unmarried and may wed KIRSTEN's JEANNE."""
    g = game("marriage", edition="2011", villages={
        "BLAYE": village("blue", men=1, lords=["QUENTIN"]),
        "TOURNUS": village("red", men=1, lords=["MATHILDE"]),
        "BOURG": village("green", men=1, lords=["OTHON", "JEANNE"])},
        lords={"QUENTIN": {"owner": "blue", "spouse": "MATHILDE"},
               "MATHILDE": {"owner": "red", "spouse": "QUENTIN"}})
    assert proposals(g, GRADY) == []
    kill_lord(g, "MATHILDE", "plague")
    assert g.state.lords["QUENTIN"].spouse is None
    assert [a.text() for a in proposals(g, GRADY)] == ["propose_marriage lady=JEANNE lord=QUENTIN"]


# --- 003 Élection d'un Évêque, Les voix: "dans l'ordre croissant des évêchés" ----------------

def test_003_eveque_the_bishoprics_are_elected_in_ascending_order():
    """003 Élection d'un Évêque: "L'élection est faite dans l'ordre croissant des évêchés":
    bishoprics 1 and 5 both wholly controlled, 1 is elected first."""
    blue = {"men": 1}
    villages = {name: {"units": {"blue": dict(blue)}} for name in
                ("PAUILLAC", "LORMONT", "ST MÉDARD", "CHAROLLES", "ST PAUL", "SIGY",
                 "ST CIERS D'ABZAC")}
    villages["BLAYE"] = village("blue", men=1, lords=["QUENTIN"])
    villages["BEAUJEU"] = village("red", men=1, lords=["RAOUL"])
    villages["BOURG"] = village("green", men=1, lords=["OTHON"])
    g = game("elections", edition="2011", villages=villages)
    decision = g.pending()[0]
    assert (decision.kind, dict(decision.info).get("item")) == ("candidate", "bishop:1")
    while g.pending() and dict(g.pending()[0].info).get("item") == "bishop:1":
        d = g.pending()[0]
        do(g, d.player, choices(g, d.player)[-1] if d.kind != "candidate" else
           next(c for c in choices(g, d.player) if not c.startswith("declare")))
        pass_windows(g)
    assert dict(g.pending()[0].info).get("item") == "bishop:5"


# --- 003 Traverser un village occupé, and the Secret Passage on the way ----------------------

OCCUPIED = {"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
            "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}}


def test_003_deplacement_to_go_through_an_occupied_village_ask_its_player():
    """003 Traverser un village occupé: "déplacez-vous dans le village. S'il accepte de vous
    laisser passer librement, continuez votre chemin. S'il refuse, vous avez le choix entre faire
    demi-tour ... ou engager la bataille": THIERRY enters CHAROLLES, goes on to L'ÉPERVIER only
    when BOB answers; refused, he stays in CHAROLLES."""
    g = moving(OCCUPIED)
    g.apply(ANN, act("move", lords=["THIERRY"], to="CHAROLLES", men=2))
    g.apply(ANN, act("move", lords=["THIERRY"], to="L'ÉPERVIER", men=2))
    assert asked(g) == [(BOB, "consent")]
    g.apply(BOB, act("consent", allow=False))
    assert g.state.lords["THIERRY"].village == "CHAROLLES"
    assert g.state.villages["CHAROLLES"].controller == BOB


def test_003_souterrain_a_secret_passage_avoids_the_troop_on_the_way():
    """003 Carte Souterrain: "Pendant un déplacement : ... Vous pouvez éviter une troupe qui se
    trouve sur votre chemin": with the card, THIERRY goes on from CHAROLLES without BOB's
    leave, and the card is spent."""
    g = moving(OCCUPIED, hands={"blue": ["secret_passage"]})
    g.apply(ANN, act("move", lords=["THIERRY"], to="CHAROLLES", men=2))
    pass_windows(g)
    g.apply(ANN, act("move", lords=["THIERRY"], to="L'ÉPERVIER", men=2, secret_passage=True))
    pass_windows(g)
    assert not any(kind == "consent" for _, kind in asked(g))
    assert g.state.lords["THIERRY"].village == "L'ÉPERVIER"
    assert "secret_passage" not in g.state.players[ANN].hand


# --- 003 Fin du statut de prisonnier: the jailer's troop beaten ------------------------------

def test_003_prisonnier_freed_when_the_troop_holding_him_is_beaten():
    """003 Fin du statut de prisonnier: "Il peut être libéré si la troupe qui le fait
    prisonnier est battue": GRADY beats DAVID's OTHON, who held KIRSTEN's ARTHUR in BLAYE;
    GRADY does not take ARTHUR, who is freed."""
    g = war_game({"BLAYE": {"units": {
        "red": {"men": 1, "lords": ["OTHON"], "captives": ["ARTHUR"]},
        "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}},
        "SIGY": {"units": {"green": {"men": 1}}}},
        lords={"ARTHUR": "green"}, forced_battle=[3, 1], edition="2011")
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert g.state.lords["OTHON"].owner is None
    events = do(g, GRADY, "release lord=ARTHUR")
    assert any(e.kind == "lord_freed" and e.get("lord") == "ARTHUR" for e in events)
    assert g.state.lords["ARTHUR"].captor is None


# --- 003 Carte Seigneur: a crown prince only while the King lives ---------------------------

def test_003_seigneur_no_crown_prince_without_a_living_king():
    """003 Carte Seigneur: "Si le nouveau Seigneur est un homme, que vous contrôlez la reine et
    que le roi est en vie, vous pouvez décider si le nouveau Seigneur sera le prince héritier":
    DAVID's ISABEAU is Queen Regent (no King): his new ARTHUR is not offered the title; with
    GRADY's King QUENTIN her husband, he is."""
    def new_lord(lords: dict):
        g = game("play_cards", edition="2011", turn="DAVID", hands={DAVID: ["ARTHUR"]},
                 villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"]),
                           "BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                           "BOURG": village("green", men=1, lords=["OTHON"])}, lords=lords)
        do(g, DAVID, "play_card card=ARTHUR")
        return asked(g)
    regent = {"ISABEAU": {"owner": "red", "titles": ["Queen Regent"]}}
    assert (DAVID, "crown_prince") not in new_lord(regent)
    reigning = {"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
                "ISABEAU": {"owner": "red", "titles": ["Queen"], "spouse": "QUENTIN"}}
    assert new_lord(reigning) == [(DAVID, "crown_prince")]


# --- 003 Phase 2: only Surprise cards while cards are discarded and drawn ---------------------

def test_003_phase_2_only_surprise_cards_are_played_while_drawing():
    """003 Phase 2, Défausse: "Seules les cartes Surprise peuvent être jouées pendant cette
    phase" (Les cartes Surprise: Révolte, Assassinat, Justice, Souterrain): GRADY, about to
    draw, may play his Revolt on the famine of bishopric 1, never his Tax nor his Good
    Harvest, which wait for the Pose."""
    g = game("cards_draw", edition="2011", turn="GRADY",
             hands={GRADY: ["uprising", "tax", "harvest"]}, disasters={"1": ["famine"]},
             villages={"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                       "TOURNUS": village("red", men=1, lords=["RAOUL"]),
                       "BOURG": village("green", men=1, lords=["OTHON"])},
             lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]}})
    played = {c.split()[1] for c in choices(g, GRADY) if c.startswith("play_card")}
    assert played == {"card=uprising"}
    with pytest.raises(IllegalAction):
        do(g, GRADY, "play_card card=tax tax=tallage target='County of BLAYE' lord=QUENTIN")


# --- 003 Phase 6: the city's two dice, the untitled lady's command -----------------------------

def test_003_combats_a_city_takes_two_dice_from_the_attacker():
    """003 Les malus: "Si le défenseur se trouve dans une cité, l'attaquant retire 2 dés":
    GRADY's 15 points (3 dice, 13 and more) attack DAVID's city of SIGY with 1 die."""
    g = war_game({"SIGY": {"fort": "city", "controller": "red", "units": {
        "red": {"men": 2, "lords": ["RAOUL"]},
        "blue": {"knights": 4, "men": 2, "lords": ["HUGUES"], "road": "BAZAS"}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
        forced_battle=[1, 1], edition="2011")
    events = do(g, GRADY, "declare_battle village=SIGY target=1")
    roll = next(e for e in events if e.kind == "battle_roll")
    strength = dict(roll.get("attack_strength"))
    assert (strength["sp"], strength["base_dice"], roll.get("penalty")) == (15, 3, 2)
    assert roll.get("attack_dice") == 1


def test_003_combats_an_untitled_lady_adds_no_point_but_decides_the_battle():
    """003 Points de combat: "Un Seigneur femme non titré ne rapporte pas de points de combat,
    mais elle peut décider d'un combat": GRADY's JEANNE, with 3 sergeants, may attack DAVID in
    SIGY; her side counts 3 points."""
    g = war_game({"SIGY": {"units": {
        "red": {"men": 2, "lords": ["RAOUL"]},
        "blue": {"men": 3, "lords": ["JEANNE"], "road": "BAZAS"}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
        forced_battle=[1, 1], edition="2011")
    assert "declare_battle target=1 village=SIGY" in choices(g, GRADY)
    events = do(g, GRADY, "declare_battle village=SIGY target=1")
    started = next(e for e in events if e.kind == "battle_started")
    assert dict(started.get("attack_strength"))["sp"] == 3


# --- 003 Chevauchée: never into a city ---------------------------------------------------------

def test_003_chevauchee_never_through_a_village_with_a_city():
    """003 Chevauchée: "Il est interdit de faire une chevauchée vers un village où se trouve
    un château ou une cité": THIERRY and his 2 knights, stopped at the entry of BOB's city of
    CHAROLLES, may not force their way on; through a village without one they may."""
    for fort, allowed in (("city", False), (None, True)):
        charolles: dict = {"units": {"red": {"men": 1, "lords": ["JEANNE"]},
                                     "blue": {"knights": 2, "lords": ["THIERRY"],
                                              "road": "BLAYE"}}}
        if fort:
            charolles["fort"] = fort
        g = moving({"CHAROLLES": charolles})
        ride = act("move", lords=["THIERRY"], to="L'ÉPERVIER", knights=2, cavalcade=True)
        if allowed:
            g.apply(ANN, ride)                         # the ride is under way: BOB answers it
            assert any(seat == BOB for seat, _ in asked(g))
        else:
            with pytest.raises(IllegalAction, match="^003 Chevauchée: .* a castle or a city"):
                g.apply(ANN, ride)
            assert g.state.lords["THIERRY"].village == "CHAROLLES"
