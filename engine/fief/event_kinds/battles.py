"""Events of war: battles (6.0-6.3), sieges and pillage (6.4, 6.5), Cavalcades (5.2),
casualties and captures."""

from typing import Any, Literal

from ..strength import SideStrength
from .common import EngineAt, EventBase, Side


class AmbushPlayedEvent(EventBase):
    """Log: {player} ambushes {lord}."""

    kind: Literal["ambush_played"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class BattleChoiceEvent(EventBase):
    """Log: {player} chooses to {choice} the battle of {village}."""

    kind: Literal["battle_choice"]
    choice: Literal["continue", "surrender", "truce", "break_off"]  # the choice made
    player: int                           # the seat of the family concerned
    village: str                          # the village


class BattleDeclaredEvent(EventBase):
    """Log: {player} attacks {target} in {village}."""

    kind: Literal["battle_declared"]
    cavalcade: bool                       # whether it is a Cavalcade's battle (5.2)
    player: int                           # the seat of the family concerned
    target: int                           # the seat attacked
    tunnel: bool                          # whether the attack comes through the tunnels (10.2.2)
    village: str                          # the village


class BattleEndedEvent(EventBase):
    """Log: The battle of {village} ends: {outcome}; winner: {winner}."""

    kind: Literal["battle_ended"]
    attack_strength: SideStrength         # what the attacking side brings (strength.py)
    attacker: int                         # the seat attacking
    besiegers: list[int]                  # seats besieging the village
    controller: int | None                # who controls the village now
    defence_strength: SideStrength        # what the defending side brings
    defender: int                         # the seat defending
    # levels of the attacking side's Siege Engines (battle_ended: the engines left there)
    engines: list[EngineAt]
    # how it ended (victory, surrender, truce, break_off, stalemate...)
    outcome: Literal["victory", "surrender", "truce", "break_off", "stalemate", "leaderless",
                     "lone_lords", "only_lords", "annihilation"]
    rounds: int                           # rounds fought
    rule: str                             # the rule that ended it
    village: str                          # the village
    winner: Side | None                   # the winning side, if any


class BattleJoinedEvent(EventBase):
    """Log: {player} takes a side in the battle of {village}: {side}."""

    kind: Literal["battle_joined"]
    player: int                           # the seat of the family concerned
    side: Literal["attack", "defence", "out"]  # the side
    village: str                          # the village


class BattleRollEvent(EventBase):
    """Log: Round {round} in {village}: the attack rolls {attack_faces} for ."""

    kind: Literal["battle_roll"]
    attack_dice: int                      # dice the attack rolled
    attack_faces: list[int]               # faces the attack rolled
    attack_hits: int                      # hits the attack made
    attack_strength: SideStrength         # what the attacking side brings (strength.py)
    cavalcade_bonus: int                  # hits the Cavalcade's defenders gained (5.2)
    defence_dice: int                     # dice the defence rolled
    defence_faces: list[int]              # faces the defence rolled
    defence_hits: int                     # hits the defence made
    defence_strength: SideStrength        # what the defending side brings
    # levels of the attacking side's Siege Engines (battle_ended: the engines left there)
    engines: int
    # the fortification that counts (stronghold or city), if any
    fort: str | None
    grail: bool                           # whether the Grail protects the defence (11.1.1)
    penalty: int                          # dice the attacking side loses (after cancellation)
    round: int                            # the round number
    village: str                          # the village


class BattleStanceEvent(EventBase):
    """Log: {player} chooses to {stance} in the battle of {village}."""

    kind: Literal["battle_stance"]
    gates_open: bool                      # whether the gates were opened (RULINGS 31)
    player: int                           # the seat of the family concerned
    stance: Literal["leave", "switch", "stay"]  # the stance taken
    village: str                          # the village


class BattleStartedEvent(EventBase):
    """Log: Battle of {village}: {attacker} attacks, {defender} defends ."""

    kind: Literal["battle_started"]
    # [seat, knights, men at arms, [lords]] for each family attacking
    attack: list[list[Any]]
    attack_strength: SideStrength         # what the attacking side brings (strength.py)
    attacker: int                         # the seat attacking
    besiegers: list[int]                  # seats besieging the village
    cavalcade: bool                       # whether it is a Cavalcade's battle (5.2)
    # [seat, knights, men at arms, [lords]] for each family defending
    defence: list[list[Any]]
    defence_strength: SideStrength        # what the defending side brings
    defender: int                         # the seat defending
    # levels of the attacking side's Siege Engines (battle_ended: the engines left there)
    engines: int
    # the fortification that counts (stronghold or city), if any
    fort: str | None
    gates_open: bool                      # whether the gates were opened (RULINGS 31)
    penalty: int                          # dice the attacking side loses (after cancellation)
    tunnel: bool                          # whether the attack comes through the tunnels (10.2.2)
    village: str                          # the village


class CaptureDeclinedEvent(EventBase):
    """Log: {player} leaves {lord} free in {village}."""

    kind: Literal["capture_declined"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    village: str                          # the village


class CasualtiesEvent(EventBase):
    """Log: The {side} takes {hits} hits: knights {knights}, men at arms {men}, ."""

    kind: Literal["casualties"]
    hits: int                             # hits
    knights: list[str]                    # Knights
    lords: list[str]                      # the lords
    men: list[str]                        # Men at Arms
    player: int                           # the seat of the family concerned
    round: int                            # the round number
    side: Side                            # the side
    village: str                          # the village


class CasualtiesChosenEvent(EventBase):
    """Log: {player} has chosen the casualties of the {side}."""

    kind: Literal["casualties_chosen"]
    player: int                           # the seat of the family concerned
    side: Side                            # the side
    village: str                          # the village


class CavalcadeAnswerEvent(EventBase):
    """Log: {player} is asked to let the Cavalcade pass in {village}: {allow}."""

    kind: Literal["cavalcade_answer"]
    allow: bool                           # whether it is allowed
    asker: int                            # the seat that asked
    player: int                           # the seat of the family concerned
    village: str                          # the village


class CavalcadeDeclaredEvent(EventBase):
    """Log: {player} rides a Cavalcade with {lords} from {frm} toward {to}."""

    kind: Literal["cavalcade_declared"]
    blockers: list[int]                   # seats blocking the way
    frm: str                              # the village left
    knights: int                          # Knights
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    to: str                               # the seat receiving or asked


class CavalcadeFailedEvent(EventBase):
    """Log: The Cavalcade of {player} is stopped in {village}."""

    kind: Literal["cavalcade_failed"]
    player: int                           # the seat of the family concerned
    village: str                          # the village


class CavalcadePassedEvent(EventBase):
    """Log: The Cavalcade of {player} rides on from {village} to {to}."""

    kind: Literal["cavalcade_passed"]
    left: int                             # steps left
    player: int                           # the seat of the family concerned
    to: str                               # the seat receiving or asked
    village: str                          # the village


class LordCapturedEvent(EventBase):
    """Log: {lord} of {player} is taken captive by {captor} in {village}."""

    kind: Literal["lord_captured"]
    captor: int                           # the seat holding the captive(s)
    cause: str                            # why (battle, plague, assassination...)
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    previous: int | None                  # the seat before, if any
    village: str                          # the village


class PillagedEvent(EventBase):
    """Log: {player} pillages {mills} mills in {village} for {amount} deniers."""

    kind: Literal["pillaged"]
    amount: int                           # deniers
    mills: int                            # mills
    player: int                           # the seat of the family concerned
    village: str                          # the village


class PlaceReinforcedEvent(EventBase):
    """Log: {lords} of {player} enter the besieged {village} with the consent of ."""

    kind: Literal["place_reinforced"]
    host: int                             # the seat whose village it is
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    village: str                          # the village


class ReinforcementRefusedEvent(EventBase):
    """Log: {host} does not let {lords} of {player} into the besieged ."""

    kind: Literal["reinforcement_refused"]
    host: int                             # the seat whose village it is
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    village: str                          # the village


class SiegeContinuedEvent(EventBase):
    """Log: {player} continues the siege of {village} (siege engine: {level} dice)."""

    kind: Literal["siege_continued"]
    level: int                            # the Siege Engine's level (1 or 2)
    player: int                           # the seat of the family concerned
    village: str                          # the village


class SiegeDeclaredEvent(EventBase):
    """Log: {player} lays siege to {village}."""

    kind: Literal["siege_declared"]
    defender: int                         # the seat defending
    level: int                            # the Siege Engine's level (1 or 2)
    player: int                           # the seat of the family concerned
    village: str                          # the village


class SiegeLiftedEvent(EventBase):
    """Log: {player} lifts the siege of {village}."""

    kind: Literal["siege_lifted"]
    player: int                           # the seat of the family concerned
    village: str                          # the village


class TroopsLostEvent(EventBase):
    """Log: {player} loses {knight} knights and {man} men at arms in {village} ({cause}). Sent to
    the seats it concerns only, when it tells a secret.
    """

    kind: Literal["troops_lost"]
    cause: str                            # why (battle, plague, assassination...)
    knight: int                           # Knights lost
    man: int                              # Men at Arms lost
    player: int                           # the seat of the family concerned
    village: str                          # the village


class TroopsLostUnseenEvent(EventBase):
    """Log: {player} loses {counters} counters in {village} ({cause}). Sent only to the seats it
    concerns (its audience).
    """

    kind: Literal["troops_lost_unseen"]
    cause: str                            # why (battle, plague, assassination...)
    counters: int                         # troop counters (types hidden by Fog of War, 11.2)
    player: int                           # the seat of the family concerned
    village: str                          # the village


class TunnelEvent(EventBase):
    """Log: {player} attacks {village} from the tunnels."""

    kind: Literal["tunnel"]
    player: int                           # the seat of the family concerned
    village: str                          # the village


class TunnelsPlayedEvent(EventBase):
    """Log: {player} plays a Secret Passage: the Uprising in {village} ignores the walls."""

    kind: Literal["tunnels_played"]
    player: int                           # the seat of the family concerned
    village: str                          # the village
