"""The chronicle's lines of elections, offers, Cavalcades, relics and the 2011 economy whose
wording depends on the event's values: a vote cast on nobody, a marker FOR or AGAINST, an
election won or not and why, an offer of cards and money, a yes or a no.

Same contract as ``event_sentences``: parameters and names in, a sentence out.
"""
from __future__ import annotations

from game.shell.i18n import N_, _
from game.fief.ui.counts import count
from game.fief.ui.event_sentences import Params, Words, join
from game.fief.ui.texts import card_name, item_name

MARKERS = {"for": N_("{player} turns over a FOR marker on {lord}: {votes}"),
           "against": N_("{player} turns over an AGAINST marker on {lord}: {votes} fewer"),
           "decoy": N_("{player} turns over a DECOY marker on {lord}")}


def ballot_revealed(p: Params, w: Words) -> str:
    votes = p.get("votes")
    n = abs(votes) if isinstance(votes, int) else votes
    return _(MARKERS.get(str(p.get("marker")), MARKERS["for"])).format(
        player=w.name(p.get("player")), lord=p.get("lord"), votes=count("votes", n))


REASONS = {
    "no_votes": N_("No vote was cast"),
    "tie": N_("A tie elects nobody"),
    "no_majority": N_("Nobody has more than half of the votes cast"),
    "too_few_votes": N_("Fewer than {n} votes"),
    "no_churchmen": N_("Without two Bishops, a Cardinal or the Pope among the votes"),
}


# Why nobody voted, by what was elected: who has votes there (1.4, 1.7, 1.8), since a family
# without any is not asked to vote, candidate or not (issue 36, defect 7).
NO_VOTES = {
    "bishop": N_("No vote was cast: no family with votes here (villages of the bishopric, "
                 "churchmen: 1.4) laid a FOR marker"),
    "pope": N_("No vote was cast: no family with a Cardinal laid a FOR marker (1.7)"),
    "king": N_("No vote was cast: no family with a titled lord laid a FOR marker (1.8)"),
}


def reason_words(reason: str, item: str | None, min_votes: object = None) -> str:
    """Why an election elected nobody, in words (``REASONS``; ``NO_VOTES`` by title)."""
    if reason == "no_votes":
        title = str(item or "").split(":", 1)[0]
        return _(NO_VOTES.get(title, REASONS["no_votes"]))
    return _(REASONS.get(reason, reason)).format(n=min_votes)


def tally(p: Params) -> str:
    pairs = [pair for pair in p.get("tally") or [] if isinstance(pair, list) and len(pair) == 2]
    if not any(n for _lord, n in pairs):
        return ""
    return ", ".join(_("{lord} {votes}").format(lord=lord, votes=count("votes", n))
                     for lord, n in pairs)


def election_result(p: Params, w: Words) -> str:
    item, votes = item_name(p.get("item")), tally(p)
    if p.get("winner"):
        line = _("Election of {item}: {lord} is elected").format(item=item, lord=p.get("winner"))
    elif p.get("reason") in REASONS:
        why = reason_words(str(p.get("reason")), p.get("item"), p.get("min_votes"))
        why = why[:1].lower() + why[1:]            # mid-sentence: "(fewer than 3 votes)"
        line = _("Election of {item}: nobody is elected ({why})").format(item=item, why=why)
    else:
        line = _("Election of {item}: nobody is elected").format(item=item)
    return _("{line}; votes: {tally}").format(line=line, tally=votes) if votes else line


def candidates_declared(p: Params, w: Words) -> str:
    lords = [str(lord) for lord in p.get("lords") or []]
    if not lords:
        return _("Nobody stands for {item}").format(item=item_name(p.get("item")))
    return _("Candidates for {item}: {lords}").format(item=item_name(p.get("item")), lords=join(lords))


def secret_vote(p: Params, marks: tuple[tuple[str, str], ...]) -> str:
    """A seat's own secret vote: each marker laid and the lord it lies on, or none laid."""
    parts = [_(template).format(lord=p.get(key)) for key, template in marks if p.get(key)]
    return _("; ").join(parts) if parts else _("You cast no vote")


def vote_cast(p: Params, w: Words) -> str:
    return secret_vote(p, (("for", N_("You vote for {lord}")),
                           ("decoy", N_("your decoy lies on {lord}"))))


def ballot_cast(p: Params, w: Words) -> str:
    return secret_vote(p, (("for", N_("Your FOR token lies on {lord}")),
                           ("against", N_("your AGAINST token lies on {lord}"))))


def vote_placed(p: Params, w: Words) -> str:
    if not p.get("on"):
        return _("{player} places no vote marker").format(player=w.name(p.get("player")))
    return _("{player} places vote markers on {lords}").format(
        player=w.name(p.get("player")), lords=join([str(lord) for lord in p.get("on") or []]))


def goods(cards: object, amount: object, money: str = "deniers") -> str:
    """ "Harvest, Tax and 3 deniers" (or ecus: ``money``, the table's), or "nothing"."""
    items = [card_name(str(c)) for c in cards or []] if isinstance(cards, list) else []
    if isinstance(amount, int) and amount:
        items.append(count(money, amount))
    return join(items) if items else _("nothing")


def offer_made(p: Params, w: Words) -> str:
    return _("{player} offers {to} {give} for {take}").format(
        player=w.name(p.get("player")), to=w.name(p.get("to")),
        give=goods(p.get("give"), p.get("pay"), w.money),
        take=goods(p.get("take"), p.get("ask"), w.money))


def cards_offered_detail(p: Params, w: Words) -> str:
    return _("{player} offers {give} to {to} for {take}").format(
        player=w.name(p.get("player")), to=w.name(p.get("to")),
        give=goods(p.get("give"), 0), take=goods(p.get("take"), 0))


def cavalcade_answer(p: Params, w: Words) -> str:
    template = (N_("{player} lets the Cavalcade of {asker} pass in {village}") if p.get("allow")
                else N_("{player} does not let the Cavalcade of {asker} pass in {village}"))
    return _(template).format(player=w.name(p.get("player")), asker=w.name(p.get("asker")),
                              village=p.get("village"))


def relic_famine(p: Params, w: Words) -> str:
    template = (N_("Bone of St Rhadegund: {die} rolled, the Famine of bishopric {bishopric} is lifted")
                if p.get("lifted") else
                N_("Bone of St Rhadegund: {die} rolled, the Famine of bishopric {bishopric} stays"))
    return _(template).format(die=p.get("die"), bishopric=p.get("bishopric"))


RAIN = {"moved": N_("Eyes of St Roseline: {die} rolled, the Heavy Rain moves from bishopric {frm} to {to}"),
        "stays": N_("Eyes of St Roseline: {die} rolled, the Heavy Rain stays on bishopric {frm}"),
        "discarded": N_("Eyes of St Roseline: {die} rolled, the Heavy Rain of bishopric {frm} is discarded"),
        "both_discarded": N_("Eyes of St Roseline: {die} rolled, both Heavy Rains are discarded")}


def relic_rain(p: Params, w: Words) -> str:
    return _(RAIN.get(str(p.get("result")), RAIN["stays"])).format(
        die=p.get("die"), frm=p.get("frm"), to=p.get("to"))


def damages_settled(p: Params, w: Words) -> str:
    line = _("War damages of {player}: {paid} paid of {owed}").format(
        player=w.name(p.get("player")), paid=count("resources", p.get("paid")),
        owed=count("resources", p.get("owed")))
    if p.get("gems_sold"):
        line += _("; {gems} sold").format(gems=count("gems", p.get("gems_sold")))
    if p.get("forgiven"):
        line += _("; {n} forgiven").format(n=count("resources", p.get("forgiven")))
    return line


def gem_traded(p: Params, w: Words) -> str:
    template = (N_("{player} buys a gem for {resources}; gems held: {gems}") if p.get("bought")
                else N_("{player} sells a gem for {resources}; gems held: {gems}"))
    return _(template).format(player=w.name(p.get("player")),
                              resources=count("resources", p.get("resources")), gems=p.get("gems"))
