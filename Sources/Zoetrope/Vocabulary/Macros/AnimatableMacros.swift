/// Makes a struct (a `View`, `Shape` or `ViewModifier`) `Animatable`: SwiftUI's iOS 26 `@Animatable` macro.
///
/// Writes `var animatableData` from every stored `var` whose type is `VectorArithmetic` (`Double`, `CGFloat`, …;
/// the geometry values `CGPoint`, `CGSize`, `CGRect`, `Angle` and `UnitPoint` through their own `animatableData`),
/// nested in `AnimatablePair`s in declaration order, and leaves out `let`s, computed properties, property wrappers,
/// values that are not animatable (`Bool`, `Int`, `Color`, optionals, …) and properties marked
/// `@AnimatableIgnored`. A property of a type of your own is taken as `VectorArithmetic`; mark it
/// `@AnimatableIgnored` if it is not.
/// ```swift
/// @Animatable
/// struct Wave: Shape {
///     var amplitude: Double
///     var phase: Double
///     @AnimatableIgnored var cycles: Double
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
/// Users' own Swift files get the macro too: `zoetrope` hands their build the plugin it was built with.
// This module declares the macros and expands neither, so it does not depend on ZoetropeMacros (which would make the
// `zoetrope` binary wait for the plugin's build): building it alone warns that the plugin is not found, harmlessly.
// The targets that expand them (ZoetropeScenes, ZoetropeTests, users' files) load the plugin.
@attached(member, names: named(animatableData))
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "ZoetropeMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` writes: SwiftUI's iOS 26
/// `@AnimatableIgnored`.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "ZoetropeMacros", type: "AnimatableIgnoredMacro")
