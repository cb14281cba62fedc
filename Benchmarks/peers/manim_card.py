"""Manim Community's half of `scripts/bench peers`; Card.swift beside it draws the same frames with Zoetrope.

The scenes are written in pixels of the 1920x1080 output (origin top left, y down, positions are centres) and
converted to Manim's coordinates here: Manim keeps its default frame, 8 units high, centred on the origin, y up.
Rendered with -qh: 1920x1080 at 60 fps.

  CardMorph    1 s (60 frames): the card's 0.5 s morph and the dot's 1 s entrance, started together.
  CardLoop10   10 s (600 frames): ten 1 s legs, small -> large -> small ..., the dot in step.

Timing: Zoetrope's easeInOut is the cubic Bezier (0.42, 0) (0.58, 1); `ease_in_out` below is that curve, so both
tools put the shapes at the same places frame by frame.
"""
from manim import AnimationGroup, Circle, FadeIn, RoundedRectangle, Scene, Transform, config

WIDTH_PX, HEIGHT_PX = 1920, 1080
UNITS_PER_PX = config.frame_height / HEIGHT_PX

config.background_color = "#F2F2F7"
BLUE = "#0A84FF"
ORANGE = "#FF9F0A"


def units(px):
    """A length in pixels as a length in scene units."""
    return px * UNITS_PER_PX


def point(x, y):
    """The scene point at pixel (x, y) of the output."""
    return [units(x - WIDTH_PX / 2), units(HEIGHT_PX / 2 - y), 0]


def ease_in_out(t):
    """The cubic Bezier timing curve through (0.42, 0) and (0.58, 1): y at x = t, found by bisection."""
    def bezier(p1, p2, s):
        return 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s ** 2 * p2 + s ** 3

    lo, hi = 0.0, 1.0
    for _ in range(30):
        mid = (lo + hi) / 2
        if bezier(0.42, 0.58, mid) < t:
            lo = mid
        else:
            hi = mid
    return bezier(0.0, 1.0, (lo + hi) / 2)


def card(large):
    """The blue card at either end of its morph."""
    w, h, r, x, y = (300, 200, 24, 1060, 490) if large else (60, 60, 12, 360, 840)
    shape = RoundedRectangle(width=units(w), height=units(h), corner_radius=units(r))
    return shape.set_fill(BLUE, opacity=1).set_stroke(width=0).move_to(point(x, y))


def dot(shown):
    """The orange dot: full size and opaque, or a fifth of its size and transparent."""
    shape = Circle(radius=units(50)).set_fill(ORANGE, opacity=1 if shown else 0).set_stroke(width=0)
    if not shown:
        shape.scale(0.2)
    return shape.move_to(point(1460, 290))


class CardMorph(Scene):
    def construct(self):
        shape = card(large=False)
        self.add(shape)
        # An AnimationGroup lets the two run for different times inside one 1 s play.
        self.play(AnimationGroup(
            Transform(shape, card(large=True), run_time=0.5, rate_func=ease_in_out),
            FadeIn(dot(shown=True), scale=0.2, run_time=1.0, rate_func=ease_in_out),
        ))


class CardLoop10(Scene):
    def construct(self):
        shape, circle = card(large=False), dot(shown=False)
        self.add(shape, circle)
        for leg in range(10):
            outward = leg % 2 == 0
            self.play(
                Transform(shape, card(large=outward)),
                Transform(circle, dot(shown=outward)),
                run_time=1.0, rate_func=ease_in_out,
            )
