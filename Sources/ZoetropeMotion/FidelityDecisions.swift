/// Where the motion layer departs from, or had to choose within, `../shared/fidelity.md` — kept in one place.
///
/// * §2.2 Bézier solve: exact (Newton + bisection to 1e-12), no 2⁻²⁰ quantisation of y. SwiftUI's quantised
///   result differs by ≤ 1.1e-6 (reference §F), which would itself break the 1e-6 reproduction target.
/// * §1.3 finish rule: checked after every 1/300 s step, not once per rendered frame, so the finish time is the
///   same at every frame rate; the first frame at or after it matches reference §D at 60 Hz.
/// * §1.3 blending: progress clamped to [0, 1] and the unblended response used when there is no blend (OSU's
///   decompiled `r = 0` and wrong-operand clamp are taken as slips); the blended response is evaluated at each
///   step's end time. A response ≤ 0 uses the 45 000 stiffness cap (OSU's "stiffness 1" taken as a slip).
/// * §4.1 merge: the previous spring is advanced to the merge time before its offset, velocity and force are taken
///   (as fidelity.md and reference §E do; OSU copies velocity and force from the last rendered frame).
///   Identical delay/speed/logicallyComplete-wrapped springs merge at the base's time (OSU `DelayAnimation`).
///   A spring with the same response taking over mid-blend continues the inherited blend.
/// * §4.2 chain: a retargetable spring appended as a chained entry (only possible inside modifiers) is evaluated
///   from rest toward the interval it had when appended, scaled to the moving interval (exact for curves).
/// * §3 repeat: exact pass boundaries (pass i covers (i·P, (i+1)·P]) and a fresh base state each pass; a count
///   below 1 plays once (what SwiftUI's pass counter does).
/// * §0 a change without animation while an animation runs keeps the animation and shifts it by the change
///   (presented = model − interval + offset); it does not cancel it.
/// * §1.1 bounce > 1 gives ζ = 0 for animations too (OSU's animation path would give a negative ζ, i.e. growth);
///   an explicit step that diverges (ζ ≳ 47 at 0.5 s) is cut off and the value snaps to its target.
/// * §1.4 interpolatingSpring: logical completion at 2π/√k as stated (ignores mass); removal when |1 − x| < 0.001
///   holds on the 1/300 s grid; ζ ≥ 1 evaluated as critical damping.
/// * §1.6 `.default`: response 0.55, damping fraction 1 (documentation), not OSU's 0.5.
/// * §2.3 circular curves clamp progress to [0, 1] (no NaN); `circularEaseInOut.inverse` is itself (OSU's table).
/// * §7.1 cubic keyframes: zero velocity at open track ends; a truncated spring keyframe hands over at its target.
/// * §7.2 phases advance on logical completion; a trigger during a run restarts from phase[1].
enum FidelityDecisions {}
