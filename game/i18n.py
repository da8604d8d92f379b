"""Player-facing text through gettext (domain ``fief``).

``_`` looks the message up in the current language each time it is called, so switching the
language re-translates everything drawn afterwards; scenes therefore keep message ids and
translate when they draw, never at import time. ``N_`` marks a literal for the catalogue
without translating it (for tables built at import time).
"""
from __future__ import annotations

import gettext
import logging

from game.assets import locale_dir

DOMAIN = "fief"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
log = logging.getLogger(__name__)

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
    return _translation.gettext(message)


def N_(message: str) -> str:
    return message
