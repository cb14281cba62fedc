import Foundation
@_exported import ZoetropeMotion
// What tells time, on the scene's clock (Timer, DispatchQueue, Date(), …), and Combine, as SwiftUI re-exports it.
// Foundation reaches a user's file through ZoetropeClock only: re-exported here too, it would be imported beside
// the clock rather than beneath it, and Foundation's `Timer`, `Date()` and `DispatchQueue` would not be shadowed.
@_exported import ZoetropeClock
@_exported import Combine

/// The engine's four-number animatable vector (declared in ZoetropeMotion so that sampling is specialized for it).
typealias Vector4 = _Vector4
