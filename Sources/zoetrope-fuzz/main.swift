import Foundation
import ZoetropeFuzzing

// The long fuzz run (scripts/fuzz, docs/fuzzing.md): every parser target with COUNT generated inputs from SEED.
// Usage: zoetrope-fuzz [--count N] [--seed S]; exits 1 when any input broke a property.
var count = 1_000_000
var seed = FuzzCampaign.defaultSeed
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let text = arguments.popFirst() else {
        FileHandle.standardError.write(Data("zoetrope-fuzz: \(flag) needs a value\n".utf8))
        exit(2)
    }
    switch flag {
    case "--count" where Int(text).map { $0 > 0 } == true: count = Int(text)!
    case "--seed" where UInt64(text) != nil: seed = UInt64(text)!
    default:
        FileHandle.standardError.write(Data("zoetrope-fuzz: usage: zoetrope-fuzz [--count N (> 0)] [--seed S (0…2^64−1)]\n".utf8))
        exit(2)
    }
}
let campaign = FuzzCampaign(seed: seed, count: count)
var failed = false
for target in [AnimationChecks.animation, AnimationChecks.spring, AnimationChecks.retarget, SVGPathChecks.path] {
    let report = campaign.run(target)
    print(report)
    fflush(stdout)
    failed = failed || report.failureCount > 0
}
exit(failed ? 1 : 0)
