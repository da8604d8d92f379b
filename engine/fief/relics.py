"""Holy Relics, the optional rule 11.1 (RULINGS 50-53, A54-A56).

The five relics lie on the principal villages after setup (phases/setup.place_relics). A lord
carries any number (``Lord.relics``: no sentence of the English or French 11.1 limits them,
issue 17); ``state.relics`` maps each relic still in the game to its
carrier (None while it lies loose, in ``VillageState.relics``). ``state.relics_claimed`` lists
the relics taken at least once: the first taker must be an ecclesiastic (A54).

Effects: the Grail (-1 per enemy die in defence) and the Spear (+1 hit per roll) are read by the
battle; the Eyes of St Roseline and the Bone of St Rhadegund act at the end of Play Cards
(``open_relic_powers``, called by the cards step); the Teeth of St Géronce answer a death at the
start of ``deaths.kill_lord`` (``offer_geronce``).
"""
from __future__ import annotations

from typing import TypedDict

from ..actions import Action, act
from ..decisions import Decision
from ..errors import reason, require
from .control import controller
from .match import Match, Step, finish, push
from .state import Frame
from .counters import Lord
from .titles import bishopric_of, is_cardinal

GRAIL, ROSELINE, GERONCE, SPEAR, RHADEGUND = "grail", "roseline", "geronce", "spear", "rhadegund"


def active(g: Match) -> bool:
    return g.option("holy_relics")


def carried_by(g: Match, relic: str) -> Lord | None:
    """The lord controlling a relic; a relic works only while a lord holds it (11.1)."""
    name = g.state.relics.get(relic)
    lord = g.state.lords.get(name) if name else None
    return lord if lord is not None and lord.owner is not None and lord.captor is None else None


def holder(g: Match, relic: str) -> int | None:
    lord = carried_by(g, relic) if active(g) else None
    return lord.owner if lord is not None else None


# --- battle effects (11.1.1, RULINGS 52, A48, A55) ---------------------------------------------

def grail_protects(g: Match, defenders: list[Lord]) -> bool:
    """The Grail protects the side that did not start the battle (Cavalcade defence included):
    the caller passes that side's engaged lords."""
    return active(g) and any(GRAIL in l.relics for l in defenders)


def spear_bonus(g: Match, lords: list[Lord], attacking: bool) -> int:
    """+1 hit to each roll of the army the Spear's lord fights in (FR, RULINGS 52); with the
    English rule (``spear_attack_only``) only in attack. The roll adds it only if a die is cast."""
    if not active(g) or not any(SPEAR in l.relics for l in lords):
        return 0
    return g.rules.spear_bonus if attacking or not g.rules.spear_attack_only else 0


# --- carrying relics (11.1, RULINGS 51, A54) ---------------------------------------------------

def give_to(g: Match, relic: str, lord: Lord) -> None:
    lord.relics.append(relic)
    g.state.relics[relic] = lord.name
    if relic not in g.state.relics_claimed:
        g.state.relics_claimed.append(relic)


def drop(g: Match, lord: Lord) -> None:
    """His relics fall loose where their carrier stands (or stay with his troops there, A54)."""
    relics, lord.relics = lord.relics, []
    for relic in relics:
        g.state.relics[relic] = None
        if relic not in g.state.relics_claimed:
            g.state.relics_claimed.append(relic)
        if lord.village is not None:
            g.state.villages[lord.village].relics.append(relic)
            g.emit("relic_dropped", relic=relic, village=lord.village)


def relic_to_captor(g: Match, captive: Lord, captor: int) -> None:
    """A54: a captured carrier drops his relics and a capturing lord there takes them;
    without one they lie loose."""
    relics, captive.relics = captive.relics, []
    taker = next((l for l in sorted(g.state.lords.values(), key=lambda l: l.name)
                  if l.owner == captor and l.village == captive.village and l.captor is None),
                 None)
    for relic in relics:
        if taker is None:
            g.state.relics[relic] = None
            if captive.village is not None:
                g.state.villages[captive.village].relics.append(relic)
            g.emit("relic_dropped", relic=relic, village=captive.village)
            continue
        give_to(g, relic, taker)
        g.emit("relic_taken", relic=relic, lord=taker.name, player=captor,
               village=captive.village)


def pass_relic_in_battle(g: Match, dying: str, side_lords: list[Lord], dead: set[str]) -> None:
    """11.1: in a battle, the relic of a dying lord passes to another lord of his family in the
    battle, else to another lord of his side (the alliance); else it falls (deaths.py)."""
    lord = g.state.lords[dying]
    living = [l for l in side_lords if l.name not in dead and l.name != dying]
    living.sort(key=lambda l: (l.owner != lord.owner, l.name))
    if not lord.relics or not living:
        return
    relics, lord.relics = lord.relics, []
    for relic in relics:
        give_to(g, relic, living[0])
        g.emit("relic_taken", relic=relic, lord=living[0].name, player=living[0].owner,
               village=lord.village)


def loose_relic(g: Match, name: str, relic: str | None) -> str | None:
    """The relic lying where the lord stands that he would take (the one named, else the only
    or first one there)."""
    village = g.state.lords[name].village
    here = g.state.villages[village].relics if village is not None else []
    if relic is not None:
        return relic if relic in here else None
    return here[0] if here else None


def may_take(g: Match, player: int, name: str, relic: str | None = None) -> str | None:
    """Why a lord cannot take a relic lying in his village, or None (11.1, A54)."""
    state = g.state
    lord = state.lords.get(name) if isinstance(name, str) else None
    if not active(g):
        return "the Holy Relics are not in play"
    if lord is None or lord.owner != player or lord.captor is not None or lord.village is None:
        return "an uncaptured lord of yours takes a relic"
    relic = loose_relic(g, name, relic)
    if relic is None:
        return reason("no such relic lies in {village}", village=lord.village)
    if relic not in state.relics_claimed:
        bishopric = str(g.board.villages[lord.village].bishopric)
        if not (bishopric_of(state, name) == bishopric or is_cardinal(state, name)
                or state.titles.pope == name):
            return ("only this Bishopric's Bishop, a Cardinal or the Pope can take up a relic "
                    "that has never been taken")
    return None


def take_relic(g: Match, player: int, name: str, relic: str | None = None) -> None:
    """A54: taking costs no step; the controller of another's village must consent (checked
    by ``check_relic_action``)."""
    relic = loose_relic(g, name, relic)
    village = g.state.lords[name].village
    assert village is not None and relic is not None
    holder_seat = controller(g, village)
    if holder_seat is not None and holder_seat != player:
        push(g, "take_relic", TakeRelicData(player=player, lord=name, relic=relic,
                                            village=village, asked=holder_seat))
        return
    complete_take(g, player, name, relic)


def complete_take(g: Match, player: int, name: str, relic: str) -> None:
    lord = g.state.lords[name]
    assert lord.village is not None
    g.state.villages[lord.village].relics.remove(relic)
    give_to(g, relic, lord)
    g.emit("relic_taken", relic=relic, lord=name, player=player, village=lord.village)


def give_relic(g: Match, player: int, name: str, to: str, relic: str | None = None) -> None:
    """RULINGS 51: a carrier gives or sells a relic (the one named, else his first) to any
    lord in the same village, no marker (checked by ``check_relic_action``)."""
    giver, taker = g.state.lords[name], g.state.lords[to]
    relic = relic if relic is not None else giver.relics[0]
    giver.relics.remove(relic)
    give_to(g, relic, taker)
    g.emit("relic_given", relic=relic, lord=name, to_lord=to, player=player, to=taker.owner)


def check_relic_action(g: Match, player: int, action: Action) -> None:
    """The refusal of ``take_relic lord=X [relic=R]`` or ``give_relic lord=X to_lord=Y
    [relic=R]``, if any (11.1, RULINGS 51, A54), changing nothing."""
    name, relic = action.get("lord"), action.get("relic")
    if action.kind == "take_relic":
        why = may_take(g, player, name, relic)
        require(why is None, "11.1", why or "")
        return
    to = action.get("to_lord")
    state = g.state
    giver, taker = state.lords.get(name), state.lords.get(to)
    require(active(g), "11.1", "the Holy Relics are not in play")
    require(giver is not None and giver.owner == player and bool(giver.relics)
            and giver.captor is None, "11.1", "give a relic one of your lords carries")
    assert giver is not None                                             # required above
    relic = relic if relic is not None else giver.relics[0]
    require(relic in giver.relics, "11.1", "{name} carries no {relic}", name=name, relic=relic)
    require(taker is not None and taker.owner is not None and taker.captor is None
            and taker.village == giver.village and taker.name != name, "11.1",
            "a relic passes only to a free lord in the same village")


def relic_action(g: Match, player: int, action: Action) -> None:
    """Free actions ``take_relic lord=X [relic=R]`` and ``give_relic lord=X to_lord=Y
    [relic=R]``."""
    check_relic_action(g, player, action)
    if action.kind == "take_relic":
        take_relic(g, player, action.get("lord"), action.get("relic"))
    else:
        give_relic(g, player, action.get("lord"), action.get("to_lord"), action.get("relic"))


class TakeRelicData(TypedDict):
    player: int                  # whose lord would take up the relic (A54)
    lord: str
    relic: str
    village: str                 # where it lies
    asked: int                   # the controller of that village, whose consent it needs


class TakeRelic(Step[TakeRelicData]):
    """A54: the controller of the village answers a request to take up its relic."""

    kind = "take_relic"
    rule = "11.1"

    def decisions(self, g: Match, frame: Frame[TakeRelicData]) -> list[Decision]:
        d = frame.data
        return [Decision.make(d["asked"], "consent",
                              [act("consent", allow=True), act("consent", allow=False)],
                              request={"kind": "take_relic", "lord": d["lord"],
                                       "relic": d["relic"]}, asker=d["player"], rule="11.1")]

    def apply(self, g: Match, frame: Frame[TakeRelicData], player: int,
              action: Action) -> None:
        d = frame.data
        allow = bool(action.get("allow"))
        g.emit("consent_given" if allow else "consent_refused", player=player, asker=d["player"],
               request={"kind": "take_relic", "lord": d["lord"]})
        finish(g, frame)
        if allow and may_take(g, d["player"], d["lord"], d["relic"]) is None:
            complete_take(g, d["player"], d["lord"], d["relic"])


# --- the Teeth of St Géronce (11.1.1, RULINGS 53, A3, A56) -------------------------------------

class GeronceData(TypedDict):
    lord: str                    # the lord about to die, whom the Teeth may revive (A56)
    cause: str                   # of what he dies, if not revived


def offer_geronce(g: Match, name: str, cause: str) -> bool:
    """Called first thing in ``deaths.kill_lord``: when someone controls the Teeth, the death
    waits for his answer (a built-in response, A3). True when the question was pushed."""
    if holder(g, GERONCE) is None:
        return False
    push(g, "geronce", GeronceData(lord=name, cause=cause))
    return True


# --- the Eyes of St Roseline and the Bone of St Rhadegund (11.1.1, A56) ------------------------

def open_relic_powers(g: Match) -> bool:
    """A56: at the end of Play Cards, the holders of Roseline and Rhadegund act in turn order.
    The cards step calls this; True when a frame was pushed (return from ``proceed`` then)."""
    if not active(g) or not any(holder(g, r) is not None for r in (ROSELINE, RHADEGUND)):
        return False
    push(g, "relic_powers", RelicPowersData(tried=[], turn=0))
    return True


class RelicPowersData(TypedDict):
    tried: list[str]             # the powers used this round, as "relic:bishopric"
    turn: int                    # the place in turn order of the holder asked (A56)


def power_targets(g: Match, frame: Frame[RelicPowersData], seat: int) -> list[Action]:
    tried = set(frame.data["tried"])
    found = []
    for relic, disaster, kind in ((ROSELINE, "heavy_rain", "roseline"),
                                  (RHADEGUND, "famine", "rhadegund")):
        if holder(g, relic) != seat:
            continue
        for bishopric in sorted(g.state.disasters):
            if disaster in g.state.disasters[bishopric] and f"{kind}:{bishopric}" not in tried:
                found.append(act("relic_power", relic=kind, bishopric=int(bishopric)))
    return found


class RelicPowers(Step[RelicPowersData]):
    kind = "relic_powers"
    rule = "11.1.1"

    def current(self, g: Match, frame: Frame[RelicPowersData]) -> int | None:
        order = g.state.order()
        while frame.data["turn"] < len(order):
            seat = order[frame.data["turn"]]
            if power_targets(g, frame, seat):
                return seat
            frame.data["turn"] += 1
        return None

    def decisions(self, g: Match, frame: Frame[RelicPowersData]) -> list[Decision]:
        seat = self.current(g, frame)
        if seat is None:
            return []
        return [Decision.make(seat, "relic_power",
                              power_targets(g, frame, seat) + [act("end_relic_powers")])]

    def apply(self, g: Match, frame: Frame[RelicPowersData], player: int,
              action: Action) -> None:
        if action.kind == "end_relic_powers":
            frame.data["turn"] += 1
            return
        relic, bishopric = action["relic"], str(action["bishopric"])
        frame.data["tried"].append(f"{relic}:{bishopric}")
        if relic == "roseline":
            move_rain(g, player, bishopric)
        else:
            lift_famine(g, player, bishopric)

    def proceed(self, g: Match, frame: Frame[RelicPowersData]) -> bool:
        return True


def move_rain(g: Match, player: int, bishopric: str) -> None:
    """Roseline: a d6; the same bishopric's number or a 6 leaves the Heavy Rain where it is,
    another number moves it there; onto Heavy Rain it is discarded, onto Good Weather both
    are discarded (A56)."""
    state = g.state
    die = g.rng.d6()
    target = str(die)
    if die == g.rules.roseline_stay_face or target == bishopric or target not in state.disasters:
        g.emit("relic_rain", player=player, die=die, frm=bishopric, to=bishopric, result="stays")
        return
    state.disasters[bishopric].remove("heavy_rain")
    if "heavy_rain" in state.disasters[target]:
        state.fortune_discard.append("heavy_rain")
        result = "discarded"
    elif "good_weather" in state.fortunes[target]:
        state.fortunes[target].remove("good_weather")
        state.fortune_discard += ["heavy_rain", "good_weather"]
        result = "both_discarded"
    else:
        state.disasters[target].append("heavy_rain")
        result = "moved"
    g.emit("relic_rain", player=player, die=die, frm=bishopric, to=target, result=result)


def lift_famine(g: Match, player: int, bishopric: str) -> None:
    """Rhadegund: a d6 of 4-6 removes the Famine (its card is discarded)."""
    die = g.rng.d6()
    lifted = die >= g.rules.rhadegund_min
    if lifted:
        g.state.disasters[bishopric].remove("famine")
        g.state.fortune_discard.append("famine")
    g.emit("relic_famine", player=player, die=die, bishopric=bishopric, lifted=lifted)
