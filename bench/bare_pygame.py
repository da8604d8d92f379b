"""The reference for the start-up bench: the least a pygame-ce game does before its first frame.

bench/bench_packaging.py builds this script with ``PyInstaller --onefile`` (nothing excluded,
no options) and starts it like the game: it opens a window, fills it, draws one line of text
with pygame's default font, flips, prints ``first-frame <wall-clock time>`` and exits. Any
arguments are ignored (the bench passes the game's ``--report-first-frame --frames 1``).
"""
import os
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (after the variable above)


def main() -> None:
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    screen.fill((30, 24, 20))
    text = pygame.font.Font(None, 48).render("pygame-ce", True, (238, 226, 197))
    screen.blit(text, (40, 40))
    pygame.display.flip()
    print(f"first-frame {time.time():.6f}", flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
