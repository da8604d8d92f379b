"""The battle frame: one battle from the forming of sides to its outcome (6.0-6.3, 5.2, 10.5,
RULINGS 31-37, 40, 42, A4, A30, A34, A45-A51, A55).

A battle is a frame pushed by the Battle phase (a declaration) or by a Cavalcade. It walks
through stages, each either asking players (``decisions``) or doing automatic work
(``proceed``), so that reaction windows, the Teeth of St Géronce and any other interruption can
be pushed on top of it at the moments the rules allow and the battle simply continues after:
    join -> open -> [window battle_start] -> roll -> losses -> capture -> after_round
         -> [window battle_round_end] -> stance -> capture -> after_stance -> choice -> roll ...

Sides are lists of seats; the attacker and the player he targeted are the principals who decide
casualties, captures, surrender and truce for their side (RULINGS 31). The attacking dice
are rolled first, then the defending dice: forced faces (``state.forced_battle``) are used in
that order. Casualty choices of the two principals are kept hidden until both are in (A4).

The battle is split by what each module holds: ``data`` (its frame's data, view and the
declaration), ``sides`` (who fights, the penalty, strength and rolls, the end conditions),
``losses`` (casualties), ``captures``, ``ending`` (choice, surrender, truce, outcome),
``tactics`` (Ambush and Secret Passage) and ``step`` (the frame's stages).
"""
