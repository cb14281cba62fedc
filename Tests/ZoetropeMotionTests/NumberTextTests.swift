import Testing
@testable import ZoetropeMotion

/// The one number-text policy every output uses (issue 25). Expected spellings are written out by hand from the
/// rules in NumberText's documentation; products like 3/80 × 1000 = 37.5 were checked in Python's floats.
struct NumberTextTests {
    // Double only: NumberText also takes CGFloat, which would make literals ambiguous.
    func plain(_ value: Double) -> String { NumberText.plain(value) }
    func thousandths(_ value: Double) -> String { NumberText.thousandths(value) }

    @Test func plainDropsTheDecimalOfWholeNumbersAndNeverTraps() {
        #expect(plain(60) == "60")
        #expect(plain(29.97) == "29.97")
        #expect(plain(0.1) == "0.1")
        #expect(plain(-0.0) == "0")
        #expect(plain(-390) == "-390")
        #expect(plain(999_999_999_999_999) == "999999999999999")
        #expect(plain(1e15) == "1000000000000000.0")   // past the whole-number rule; Swift's exponents start at 2^53
        #expect(plain(1e16) == "1e+16")
        #expect(plain(1e300) == "1e+300")
        #expect(plain(.nan) == "nan")
        #expect(plain(.infinity) == "inf")
        #expect(plain(-.infinity) == "-inf")
    }

    @Test func thousandthsRoundFirst() {
        #expect(thousandths(0.1 + 0.2) == "0.3")          // 300.00000000000006 → 300
        #expect(thousandths(136.6666) == "136.667")      // 136666.59999999998 → 136667
        #expect(thousandths(2.0004) == "2")
        #expect(thousandths(-0.0004) == "0")             // −0.4 → −0, written 0
        #expect(thousandths(0.0005) == "0.001")          // 0.5 → 1: half away from zero
        #expect(thousandths(1e300) == "1e+300")
        #expect(thousandths(.infinity) == "inf")
        #expect(thousandths(.nan) == "nan")
    }

    @Test func fixedKeepsItsPlacesAndRoundsLikeThousandths() {
        #expect(NumberText.fixed(0.4, places: 3) == "0.400")
        #expect(NumberText.fixed(12.5, places: 1) == "12.5")
        #expect(NumberText.fixed(3.0 / 80, places: 3) == "0.038")   // 37.5 → 38, as thousandths: 0.038
        #expect(thousandths(3.0 / 80) == "0.038")
        #expect(NumberText.fixed(-1.5, places: 0) == "-2")
        #expect(NumberText.fixed(-0.0001, places: 3) == "0.000")
        #expect(NumberText.fixed(1.05, places: 2) == "1.05")
        #expect(NumberText.fixed(1e300, places: 3) == "1e+300")
        #expect(NumberText.fixed(.nan, places: 2) == "nan")
    }

    @Test func trimmedDropsTrailingZeros() {
        #expect(NumberText.trimmed(0.4, places: 3) == "0.4")
        #expect(NumberText.trimmed(1.1166667, places: 3) == "1.117")
        #expect(NumberText.trimmed(2, places: 3) == "2")
        #expect(NumberText.trimmed(120, places: 4) == "120")          // a whole number keeps its zeros
        #expect(NumberText.trimmed(-0.0001, places: 3) == "0")
        #expect(NumberText.trimmed(12.3456, places: 2) == "12.35")   // 1234.56 → 1235
        #expect(NumberText.trimmed(.infinity, places: 3) == "inf")
    }

    @Test func significantDigits() {
        #expect(NumberText.significant(0.3441442, digits: 3) == "0.344")
        #expect(NumberText.significant(0.5, digits: 3) == "0.5")
        #expect(NumberText.significant(2.0, digits: 3) == "2")
        #expect(NumberText.significant(0.8250001, digits: 2) == "0.83")
        #expect(NumberText.significant(1234.5, digits: 3) == "1234.5")   // %g would need 1.23e+03: written plainly
        #expect(NumberText.significant(.nan, digits: 3) == "nan")
    }

    @Test func secondsInTables() {
        #expect(NumberText.seconds(nil) == "—")
        #expect(NumberText.seconds(0.4) == "0.400")
        #expect(NumberText.seconds(.infinity) == "never")
    }
}
