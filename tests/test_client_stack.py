"""The scene stack: push/pop/replace, pause/resume pairs, overlays, input and update order."""

import pygame
import pytest

from game.shell.stack import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes what happens to it into a shared journal."""

    def __init__(self, name, journal, *, transparent=False, consume=False, covered=False):
        super().__init__(None)
        self.label = name
        self.journal = journal
        self.transparent = transparent
        self.consume = consume
        self.update_when_covered = covered

    def resume(self):
        self.journal.append((self.label, "resume"))

    def pause(self):
        self.journal.append((self.label, "pause"))

    def shutdown(self):
        self.journal.append((self.label, "shutdown"))

    def handle_event(self, event):
        self.journal.append((self.label, "event"))
        return None if self.consume else event

    def update(self, dt):
        self.journal.append((self.label, "update"))

    def draw(self, surface):
        self.journal.append((self.label, "draw"))

    def resize(self, size):
        self.journal.append((self.label, "resize", size))


def key():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")


@pytest.fixture
def journal():
    return []


def test_push_resumes_new_top_and_pauses_the_covered_one(journal):
    stack = SceneStack()
    a, b = Recorder("a", journal), Recorder("b", journal)
    stack.push(a)
    stack.push(b)
    assert journal == [("a", "resume"), ("a", "pause"), ("b", "resume")]
    assert stack.top is b and len(stack) == 2
    assert not a.active and b.active


def test_pop_pauses_shuts_down_and_resumes_the_uncovered(journal):
    stack = SceneStack()
    a, b = Recorder("a", journal), Recorder("b", journal)
    stack.push(a)
    stack.push(b)
    journal.clear()
    assert stack.pop() is b
    assert journal == [("b", "pause"), ("b", "shutdown"), ("a", "resume")]
    assert stack.top is a and b.on_stack is None


def test_replace_swaps_the_top_without_disturbing_below(journal):
    stack = SceneStack()
    a, b, c = Recorder("a", journal), Recorder("b", journal), Recorder("c", journal)
    stack.push(a)
    stack.push(b)
    journal.clear()
    assert stack.replace(c) is b
    assert journal == [("b", "pause"), ("b", "shutdown"), ("c", "resume")]
    assert list(stack) == [a, c]


def test_replace_on_an_empty_stack_pushes(journal):
    stack = SceneStack()
    a = Recorder("a", journal)
    assert stack.replace(a) is None
    assert stack.top is a and journal == [("a", "resume")]


def test_pause_and_resume_always_come_in_pairs(journal):
    stack = SceneStack()
    scenes = [Recorder(str(i), journal) for i in range(4)]
    for s in scenes:
        stack.push(s)
    stack.pop()
    stack.replace(Recorder("x", journal))
    stack.clear()
    for s in [*scenes, "x"]:
        label = s.label if isinstance(s, Recorder) else s
        events = [e[1] for e in journal if e[0] == label and e[1] in ("resume", "pause")]
        assert events == ["resume", "pause"] * (len(events) // 2), (label, events)
    assert len(stack) == 0


def test_pop_from_empty_stack_raises():
    with pytest.raises(IndexError):
        SceneStack().pop()


def test_opaque_top_hides_the_scenes_below(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal))
    journal.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert journal == [("b", "draw")]


def test_transparent_scenes_draw_what_they_uncover_bottom_first(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal))
    stack.push(Recorder("c", journal, transparent=True))
    stack.push(Recorder("d", journal, transparent=True))
    journal.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert journal == [("b", "draw"), ("c", "draw"), ("d", "draw")]


def test_input_goes_top_down_until_consumed(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal, consume=True))
    stack.push(Recorder("c", journal))
    journal.clear()
    assert stack.handle_event(key()) is None
    assert journal == [("c", "event"), ("b", "event")]


def test_unconsumed_input_is_returned(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal))
    event = key()
    assert stack.handle_event(event) is event
    assert [e for e in journal if e[1] == "event"] == [("b", "event"), ("a", "event")]


def test_a_scene_that_changes_the_stack_ends_the_dispatch(journal):
    stack = SceneStack()
    below = Recorder("below", journal)
    stack.push(below)

    class Closer(Recorder):
        def handle_event(self, event):
            self.stack.pop()
            return event

    stack.push(Closer("closer", journal))
    journal.clear()
    assert stack.handle_event(key()) is None
    assert ("below", "event") not in journal
    assert stack.top is below


def test_only_the_top_updates_unless_a_scene_asks(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.push(Recorder("b", journal, covered=True))
    stack.push(Recorder("c", journal))
    journal.clear()
    stack.update(0.016)
    assert journal == [("b", "update"), ("c", "update")]


def test_resize_reaches_every_scene_and_new_scenes_get_the_size(journal):
    stack = SceneStack()
    stack.push(Recorder("a", journal))
    stack.resize((1280, 720))
    assert ("a", "resize", (1280, 720)) in journal
    stack.push(Recorder("b", journal))
    assert ("b", "resize", (1280, 720)) in journal


def test_find_returns_the_highest_scene_of_a_kind(journal):
    stack = SceneStack()
    a, b = Recorder("a", journal), Recorder("b", journal)
    stack.push(a)
    stack.push(b)
    assert stack.find(Recorder) is b
    assert stack.find(int) is None


def test_reset_survives_a_failing_shutdown(journal):
    stack = SceneStack()

    class Broken(Recorder):
        def shutdown(self):
            raise RuntimeError("boom")

    stack.push(Broken("x", journal))
    stack.push(Recorder("y", journal))
    stack.reset()
    assert len(stack) == 0 and ("y", "shutdown") in journal
