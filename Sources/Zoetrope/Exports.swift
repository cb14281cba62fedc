@_exported import Foundation
@_exported import ZoetropeMotion

/// The engine's four-number animatable vector (declared in ZoetropeMotion so that sampling is specialized for it).
typealias Vector4 = _Vector4
