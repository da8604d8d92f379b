"""Player-facing text through gettext (domain ``fief``).

``_`` looks the message up in the current language each time it is called, so switching the
language re-translates everything drawn afterwards; scenes therefore keep message ids and
translate when they draw, never at import time. ``N_`` marks a literal for the catalogue
without translating it (for tables built at import time). Messages with a count go through
``ngettext`` (``NP_`` marks such a pair in a table), so "1 denier" and "2 deniers" each get
their form in every language.
"""
from __future__ import annotations

import gettext
import logging
from collections.abc import Callable, Mapping

from game.shell.assets import PROGRAM, locale_dir

DOMAIN = PROGRAM                # the catalogues: assets/locale/*/LC_MESSAGES/fief.mo
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
log = logging.getLogger(__name__)

# The values of a worded refusal that are English words themselves, translated before they
# fill its template: ``what`` a parameter holds (engine/params.py); in Fief's refusals, ``why``
# a ride's refusal under 2011's rule quoted by the simplified variant's, ``money`` (deniers or
# ecus), ``face`` an election marker's (FOR, DECOY) and ``roles`` an ecclesiastic's
# ("bishop or cardinal").
WORDED_VALUES = frozenset({"what", "why", "money", "face", "roles"})

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(code: str) -> None:
    """Switch every later ``_`` call to the catalogue of ``code`` (English if it is missing)."""
    global _translation, _language
    if code not in LANGUAGES:
        log.warning("unknown language %r; using English", code)
        code = "en"
    try:
        _translation = gettext.translation(DOMAIN, str(locale_dir()), languages=[code])
    except OSError:
        log.warning("no %s catalogue in %s; untranslated text", code, locale_dir())
        _translation = gettext.NullTranslations()
    _language = code


def language() -> str:
    return _language


def _(message: str) -> str:
    """``message`` in the player's language; "" stays "" (a catalogue's translation of "" is
    its header, "Project-Id-Version: ...", which an empty label or line would otherwise show)."""
    return _translation.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` in the current language (the catalogue's
    Plural-Forms rule picks it: English "1 denier", "2 deniers"; French "0 denier", "1 denier",
    "2 deniers"). Only the count decides: fill the placeholders afterwards with ``format``."""
    return _translation.ngettext(singular, plural, n)


def N_(message: str) -> str:
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a pair of plural forms for the catalogue without translating it (tables built at
    import time); ``ngettext(*pair, n)`` translates it when shown."""
    return singular, plural


def worded(template: object, values: object,
           names: Mapping[str, Callable[[str], str]] | None = None) -> str | None:
    """Words sent as their English template and values in the player's language: a referee's
    worded refusal (``EngineError.words``, in the error frame) or a host's words with values
    in them (net.protocol.Words: "Zoé is already seated at this table"). The template is
    translated, or with a count it comes as both its forms (a list of two) and the catalogue
    picks the language's form for ``values["count"]``; then it is filled in. A value under
    ``WORDED_VALUES`` is an English word itself, translated; ``names`` says some values in the
    player's words (a Middle-Ages domain by its name). None when these are not words or are
    unusable (they come from the network): the caller says its message instead."""
    if not isinstance(values, dict):
        return None
    try:
        if isinstance(template, str):
            text = _(template)
        elif isinstance(template, (list, tuple)) and len(template) == 2 \
                and all(isinstance(form, str) for form in template):
            text = ngettext(template[0], template[1], int(values["count"]))
        else:
            return None
        said = names or {}
        return text.format(**{str(k): _(str(v)) if k in WORDED_VALUES else
                              said[k](str(v)) if k in said else str(v) for k, v in values.items()})
    except (KeyError, IndexError, TypeError, ValueError):
        log.info("unusable template %r with %r", template, values)
        return None


def say(message: object, template: object = None, values: object = None) -> str:
    """A host's words in the player's language: ``worded`` from the template and values they
    carry (a net.protocol.Words, in a frame or raised locally), else the message itself,
    translated when the catalogue knows it."""
    text = worded(getattr(message, "template", template), getattr(message, "values", values))
    return text if text is not None else _(str(message))


def refused(why: str, rule: object = None) -> str:
    """A refusal said in the player's language (``why``), with the rule that refuses it."""
    if isinstance(rule, str) and rule:
        return _("Refused ({rule}): {why}").format(rule=rule, why=why)
    return _("Refused: {why}").format(why=why)
