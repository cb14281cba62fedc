import Foundation
import Testing
@testable import Zoetrope

/// Whether a change asks for the slow, linear animation (a custom key, false unless set).
private struct PrefersLinearKey: TransactionKey {
    static let defaultValue = false
}

/// A second key with a non-trivial default, to show keys are stored apart.
private struct SourceKey: TransactionKey {
    static let defaultValue = "script"
}

extension Transaction {
    /// `PrefersLinearKey`'s value, as a user's extension property would read and write it.
    fileprivate var prefersLinear: Bool {
        get { self[PrefersLinearKey.self] }
        set { self[PrefersLinearKey.self] = newValue }
    }

    fileprivate var source: String {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

/// Custom `TransactionKey`s (issue 14): set with `withTransaction(\.key, value)`, read in `.transaction`.
/// Expected widths: a linear animation by hand; `.bouncy` (spring(duration: 0.5, bounce: 0.3)) from §C of
/// ../shared/reference/reference_values.txt, the 300 Hz integrator's progress 0.870853 at 0.2 s, derived in Python
/// independently of ZoetropeMotion.
@MainActor @Suite struct TransactionKeyTests {
    /// A bar 40 pt wide, 140 pt once tapped. The tap's change is made with the key set when `keyed`; the
    /// `.transaction` modifier turns the key into a 1 s linear animation, and its absence into `.bouncy`.
    struct Bar: View {
        let keyed: Bool
        let byValue: Bool
        @State private var wide = false

        var body: some View {
            let bar = Color.blue.frame(width: wide ? 140 : 40, height: 10)
            Group {
                if byValue {
                    bar.transaction(value: wide) { t in t.animation = t.prefersLinear ? .linear(duration: 1) : .bouncy }
                } else {
                    bar.transaction { t in t.animation = t.prefersLinear ? .linear(duration: 1) : .bouncy }
                }
            }
            .onTapGesture {
                if keyed {
                    withTransaction(\.prefersLinear, true) { wide = true }
                } else {
                    wide = true
                }
            }
            .accessibilityIdentifier("bar")
        }
    }

    func width(keyed: Bool, byValue: Bool = false, at time: Double) throws -> Double {
        let t = timeline(script: { Tap("bar", at: 0.5) }) { Bar(keyed: keyed, byValue: byValue) }
        return Double(try #require(t.inspect(at: time).first { $0.type == "Color" }).frame.width)
    }

    @Test func aKeyedChangeGetsTheLinearAnimation() throws {
        // 40 → 140 over 0.5…1.5 s: 40 + 100 · 0.25 = 65 at 0.75 s, 90 at 1 s, 140 from 1.5 s.
        #expect(try width(keyed: true, at: 0.4) == 40)
        #expect(abs(try width(keyed: true, at: 0.75) - 65) < 1e-9)
        #expect(abs(try width(keyed: true, at: 1.0) - 90) < 1e-9)
        #expect(try width(keyed: true, at: 1.6) == 140)
    }

    @Test func aChangeWithoutTheKeyGetsBouncy() throws {
        // 40 + 100 · 0.870853 at 0.2 s after the tap (reference §C); over the target (1.029657) at 0.3 s.
        #expect(abs(try width(keyed: false, at: 0.7) - 127.0853) < 1e-3)
        #expect(abs(try width(keyed: false, at: 0.8) - 142.9657) < 1e-3)
    }

    @Test func transactionValueReadsTheKeyToo() throws {
        #expect(abs(try width(keyed: true, byValue: true, at: 0.75) - 65) < 1e-9)
        #expect(abs(try width(keyed: false, byValue: true, at: 0.7) - 127.0853) < 1e-3)
    }

    @Test func anUnsetKeyReadsItsDefault() {
        let transaction = Transaction()
        #expect(transaction.prefersLinear == false)
        #expect(transaction.source == "script")
        #expect(Transaction(animation: .linear(duration: 1)).source == "script")
    }

    @Test func twoKeysAreIndependent() {
        var transaction = Transaction()
        transaction.source = "tap"
        #expect(transaction.prefersLinear == false)
        #expect(transaction.source == "tap")
        transaction.prefersLinear = true
        #expect(transaction.source == "tap")
        transaction.source = "drag"
        #expect(transaction.prefersLinear == true)
        #expect(transaction.source == "drag")
    }

    @Test func withTransactionSetsTheKeyOnlyInsideItsBody() {
        var inside = false, source = ""
        withTransaction(\.prefersLinear, true) {
            inside = TransactionStack.current.prefersLinear
            source = TransactionStack.current.source
        }
        #expect(inside)
        #expect(source == "script")
        #expect(TransactionStack.current.prefersLinear == false)
    }
}
