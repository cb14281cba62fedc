import Testing
@testable import ZoetropeMotion

/// `FrozenTracks` reads the common tracks from flat records: every value must be the track's own, to the bit.
@Suite struct FrozenTracksTests {
    /// Tracks of every shape a scene makes, flat ones and the ones read through the track.
    static func tracks() -> [(name: String, track: AnimatedValue<_Vector4>)] {
        let start = _Vector4(10, -20, 30.25, 1)
        let end = _Vector4(250.5, 40, 31, 0.3)
        func changed(_ animation: Animation?, at time: Double = 0.1) -> AnimatedValue<_Vector4> {
            var track = AnimatedValue(start)
            track.set(end, at: time, animation: animation)
            return track
        }
        var twice = changed(.bouncy)
        twice.set(start, at: 0.3, animation: .smooth)
        var chained = changed(.easeInOut)
        chained.set(start, at: 0.2, animation: .linear(duration: 0.4))
        var stopped = changed(.spring)
        stopped.stop(at: 0.25)
        return [
            ("never changed", AnimatedValue(start)),
            ("changed without animation", changed(nil)),
            ("the default spring", changed(.default)),
            ("a spring with bounce", changed(.spring(duration: 0.35, bounce: 0.4))),
            ("a delayed spring", changed(.spring(duration: 0.5, bounce: 0.2).delay(0.3))),
            ("a spring delayed by nothing", changed(.snappy.delay(0))),
            ("a spring with a negative delay", changed(.bouncy.delay(-0.2))),
            ("a spring changed at zero", changed(.smooth, at: 0)),
            ("ease in and out", changed(.easeInOut(duration: 0.4))),
            ("a delayed curve", changed(.easeOut.delay(0.15))),
            ("a unit curve", changed(.timingCurve(.circularEaseInOut, duration: 0.3))),
            ("an interpolating spring", changed(.interpolatingSpring(stiffness: 170, damping: 15))),
            ("a spring with speed", changed(.spring.speed(2))),
            ("a repeating curve", changed(.linear(duration: 0.2).repeatCount(3, autoreverses: true))),
            ("two changes", twice),
            ("a chained combine", chained),
            ("a stopped spring", stopped),
        ]
    }

    @Test func flatRecordsReadWhatTheTrackReads() {
        let tracks = Self.tracks()
        var frozen = FrozenTracks()
        for (_, track) in tracks { frozen.append(track) }
        #expect(frozen.count == tracks.count)
        // Before, at and just around the change, every 1/240 s for 2.5 s (across the springs' steps and past their
        // finish), long after, and the infinities and NaN.
        let times = [-1, 0, 0.1, 0.1.nextUp, 0.1.nextDown, 0.4, 0.45, 5, 1e9, .infinity, -.infinity, .nan]
            + (0..<600).map { Double($0) / 240 }
        for (index, (name, track)) in tracks.enumerated() {
            for time in times {
                let expected = track.value(at: time)
                let read = frozen.value(at: time, of: index)
                // Bit patterns: NaN components, if any, compare too.
                #expect([read.x, read.y, read.z, read.w].map(\.bitPattern) == [expected.x, expected.y, expected.z, expected.w].map(\.bitPattern),
                        "\(name) at \(time): \(read) against \(expected)")
            }
        }
    }

    /// The common tracks really are read flat (the test above would pass if everything fell back to the track): a
    /// spring from rest, a delayed one, a timing curve and an unchanged track get flat records; several changes, a
    /// chained combine and a repeat are read through the track.
    @Test func theCommonShapesAreFlat() {
        var frozen = FrozenTracks()
        let kinds = Self.tracks().map { frozen.flatKind(of: $0.track) }
        let names = Self.tracks().map(\.name)
        let kind = Dictionary(uniqueKeysWithValues: zip(names, kinds))
        #expect(kind["never changed"] == .held)
        #expect(kind["changed without animation"] == .held)
        #expect(kind["the default spring"] == .spring)
        #expect(kind["a delayed spring"] == .delayedSpring)
        #expect(kind["ease in and out"] == .curve)
        #expect(kind["a delayed curve"] == .delayedCurve)
        #expect(kind["two changes"] == .general)
        #expect(kind["a chained combine"] == .general)
        #expect(kind["a repeating curve"] == .general)
    }
}
