"""F1 for the introductory game (the simplified variant, docs/editions.md): the paragraphs of the
steps whose rules differ from 2011's, citing the variant's sections (004 §n) and the project's
rulings (S-n). The other steps read as in the 2011 edition."""
from __future__ import annotations

from game.shell.i18n import N_

RULES_SIMPLIFIED: dict[str, tuple[str, ...]] = {
    "setup_villages": (
        N_("Each family draws its first lord and a village at random, never in a fief another family started in: it gets a castle and a control marker there, and one gem (004 DEBUT)."),
        N_("The families sit in the order of their starting fiefs round the map (S-2)."),
    ),
    "income": (
        N_("Income is not money to keep: 1 a controlled village, 2 a mill, the good omens and taxes, King 5, Queen 3, Pope 5, in resources to spend in this phase (S-3)."),
        N_("War damages owed from last turn are paid first out of it, then with gems sold for 10 each; what cannot be paid is forgiven (S-5)."),
    ),
    "purchase": (
        N_("Spend your resources now: a mill 3, a castle 10, a fief title 2 a village. You build only where one of your lords stands, never in a storm (S-3)."),
        N_("10 resources buy a gem, a gem sells for 10 (8 gems in the game). Resources left at the end of your turn are lost."),
    ),
    "movement": (
        N_("Lords move alone, two villages (three with d'ARC). Every uncontrolled village a lord reaches becomes his family's, marked with one of its sergeants, which stays there (004 §6)."),
        N_("A fief whose title you hold needs no markers: its empty villages are yours (S-4). A village held by another family stops you at its gate: go on with leave, turn back, or ride, a battle you must win within 2 rounds."),
    ),
    "battles": (
        N_("A side's strength is its places and its lords' highest title: village 1, castle 2, city 3 in defence only; a lord 1, baron 2, count 3, duke 4, King or Queen 5, d'ARC 5; a Bishop 2, Cardinal 3, Pope 4 in defence only: clerics never attack (004 §2.2)."),
        N_("Each side rolls one die per strength point; both rows are sorted and compared pair by pair: higher by 1 scores a death point, by 2 or more a prisoner point. Each point takes a die away for the next round (004 §9, S-7)."),
        N_("When the attack stops and the defence does not counter-attack, each side's points remove its pieces: lords die or are captured, the place is taken; points too few to remove a piece are war damages, owed next turn (S-5, S-9)."),
        N_("A coalition's leader proposes its losses and, for the attack, the place taken for himself; each other family accepts or refuses. One refusal and the dice decide: the losses are drawn by die, the place stays without owner, a city's title goes to the King, or with no King the fief is broken up (S-15)."),
        N_("A title taken or lost during the movement and the battles changes who commands at once, but a lord fights with the titles he held when the movement began: the new ones count after the battles (S-13)."),
    ),
    "pillage": (
        N_("Any lord present may destroy the mills of the village; pillage brings nothing (004 §8)."),
    ),
    "victory": (
        N_("Each fief title, the King and the Pope give a victory point. The points needed depend on the table: with 3 families 4 alone or 6 for a married pair, with 4 families 3 or 5, with 5 or 6 families 3 or 4 (S-6)."),
    ),
}
