import SwiftSyntaxMacroExpansion
import Testing
@testable import ZoetropeMacroSupport

/// The Observation macros as the compiler sees them: `@Observable` adds the `Observable` conformance.
let observableSpecs: [String: MacroSpec] = [
    "Observable": MacroSpec(type: ObservableMacro.self, conformances: ["Observable"]),
    "ObservationTracked": MacroSpec(type: ObservationTrackedMacro.self),
    "ObservationIgnored": MacroSpec(type: ObservationIgnoredMacro.self),
]

/// What `@Observable` writes, each expected text written by hand from the rule (Apple's expansion, with Zoetrope's
/// registrar): every stored instance `var` without a wrapper or `@ObservationIgnored` gets an `init` accessor, a
/// getter that reports the read and a setter that makes the write through the registrar, its value moving to a
/// private `_name`; a property's `didSet` runs after the write with the old value.
@Suite struct ObservableMacroTests {
    @Test func trackedPropertiesMoveToPeersAndTheRestIsLeftAlone() {
        expectExpansion(
            """
            @Observable
            final class Player {
                var isPlaying = false
                var volume: Double = 0.5 {
                    didSet { print(oldValue) }
                }
                @ObservationIgnored var log: [String] = []
                let title: String
                static var shared = 0
                lazy var cache = 1
                @State var wrapped = 2
                var label: String { title }
            }
            """,
            expandedSource: #"""
            final class Player {
                var isPlaying {
                    @storageRestrictions(initializes: _isPlaying)
                    init(initialValue) {
                        _isPlaying = initialValue
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \.isPlaying)
                        return _isPlaying
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \.isPlaying) {
                            self._isPlaying = newValue
                        }
                    }
                }

                private var _isPlaying = false
                var volume: Double {
                    didSet { print(oldValue) }
                    @storageRestrictions(initializes: _volume)
                    init(initialValue) {
                        _volume = initialValue
                    }

                    get {
                        _$observationRegistrar.access(self, keyPath: \.volume)
                        return _volume
                    }

                    set {
                        let _zoetropeOldValue = _volume
                        _$observationRegistrar.withMutation(of: self, keyPath: \.volume) {
                            self._volume = newValue
                        }
                        ({ oldValue in
                                print(oldValue)
                            })(_zoetropeOldValue)
                    }
                }

                private var _volume: Double = 0.5
                var log: [String] = []
                let title: String
                static var shared = 0
                lazy var cache = 1
                @State var wrapped = 2
                var label: String { title }

                private let _$observationRegistrar = ObservationRegistrar()
            }

            extension Player: Observable {
            }
            """#,
            macroSpecs: observableSpecs)
    }

    @Test func aWillSetWithANamedValueRunsBeforeTheWrite() {
        expectExpansion(
            """
            @Observable
            class Gauge {
                var level: Int = 0 {
                    willSet(next) { print(next) }
                }
            }
            """,
            expandedSource: #"""
            class Gauge {
                var level: Int {
                    willSet(next) { print(next) }
                    @storageRestrictions(initializes: _level)
                    init(initialValue) {
                        _level = initialValue
                    }

                    get {
                        _$observationRegistrar.access(self, keyPath: \.level)
                        return _level
                    }

                    set {
                        ({ next in
                                print(next)
                            })(newValue)
                        _$observationRegistrar.withMutation(of: self, keyPath: \.level) {
                            self._level = newValue
                        }
                    }
                }

                private var _level: Int = 0

                private let _$observationRegistrar = ObservationRegistrar()
            }

            extension Gauge: Observable {
            }
            """#,
            macroSpecs: observableSpecs)
    }

    @Test func aStructIsRefused() {
        expectExpansion(
            """
            @Observable
            struct Settings {
                var volume = 1
            }
            """,
            expandedSource: """
            struct Settings {
                var volume = 1
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Observable' cannot be applied to struct type 'Settings'", line: 1,
                                         column: 1)],
            macroSpecs: observableSpecs)
    }
}
