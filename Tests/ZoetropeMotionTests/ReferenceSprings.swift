@testable import ZoetropeMotion

/// Rows of ../shared/reference/reference_values.txt (independent Python derivation), copied as printed.
enum ReferenceSprings {
    static let times = [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.0]

    struct Row {
        var name: String
        var animation: Animation
        var response: Double
        var closedForm: [Double]   // §B
        var velocity: [Double]     // §B velocity table (4 decimals)
        var integrator: [Double]   // §C
        var fluid1: Double, fluid100: Double, fluid1000: Double   // §D
        var getter: Double         // §D settlingDuration getter
        var spring: Spring
    }

    static let rows: [Row] = [
        Row(name: "smooth", animation: .spring(duration: 0.5, bounce: 0), response: 0.5,
            closedForm: [0.000000, 0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999524, 0.999953],
            velocity: [0.0000, 4.2123, 4.4944, 2.5583, 1.0922, 0.1474, 0.0054, 0.0006],
            integrator: [0.000000, 0.127702, 0.355779, 0.712916, 0.886455, 0.984469, 0.999293, 0.999912],
            fluid1: 0.8333, fluid100: 1.2667, fluid1000: 1.5000, getter: 0.8000, spring: Spring(duration: 0.5, bounce: 0)),
        Row(name: "snappy", animation: .spring(duration: 0.5, bounce: 0.15), response: 0.5,
            closedForm: [0.000000, 0.138210, 0.388102, 0.786369, 0.956447, 1.006020, 1.000155, 0.999966],
            velocity: [0.0000, 4.5445, 5.0389, 2.7317, 0.8859, -0.0191, -0.0039, 0.0002],
            integrator: [0.000000, 0.133863, 0.385439, 0.783686, 0.952490, 1.004350, 1.000172, 0.999981],
            fluid1: 0.5667, fluid100: 1.0500, fluid1000: 1.4000, getter: 0.8768, spring: Spring(duration: 0.5, bounce: 0.15)),
        Row(name: "bouncy", animation: .spring(duration: 0.5, bounce: 0.3), response: 0.5,
            closedForm: [0.000000, 0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 0.998779, 1.000072],
            velocity: [0.0000, 4.9170, 5.7076, 2.9538, 0.5460, -0.2110, 0.0121, 0.0012],
            integrator: [0.000000, 0.140482, 0.419604, 0.870853, 1.029657, 1.013297, 0.998982, 1.000052],
            fluid1: 0.7667, fluid100: 1.1333, fluid1000: 1.4833, getter: 1.0447, spring: Spring(duration: 0.5, bounce: 0.3)),
        Row(name: "(0.35,-0.2)", animation: .spring(duration: 0.35, bounce: -0.2), response: 0.35,
            closedForm: [0.000000, 0.204172, 0.465799, 0.778794, 0.909752, 0.985009, 0.998985, 0.999831],
            velocity: [0.0000, 5.6525, 4.5473, 1.9787, 0.8099, 0.1346, 0.0091, 0.0015],
            integrator: [0.000000, 0.201534, 0.463903, 0.774575, 0.906105, 0.983724, 0.998825, 0.999796],
            fluid1: 0.8500, fluid100: 1.3833, fluid1000: 1.6500, getter: 0.9000, spring: Spring(duration: 0.35, bounce: -0.2)),
        Row(name: "(0.15,0.86)", animation: .spring(response: 0.15, dampingFraction: 0.86), response: 0.15,
            closedForm: [0.000000, 0.676635, 0.975876, 1.001449, 0.999976, 1.000000, 1.000000, 1.000000],
            velocity: [0.0000, 11.8803, 1.8878, -0.0553, 0.0002, -0.0000, -0.0000, 0.0000],
            integrator: [0.000000, 0.670047, 0.962962, 1.000502, 1.000007, 1.000000, 1.000000, 1.000000],
            fluid1: 0.2000, fluid100: 0.3667, fluid1000: 0.3833, getter: 0.2920, spring: Spring(response: 0.15, dampingRatio: 0.86)),
        Row(name: "interactiveSpring", animation: .interactiveSpring, response: 0.15,
            closedForm: [0.000000, 0.681166, 0.979975, 1.001484, 0.999966, 1.000000, 1.000000, 1.000000],
            velocity: [0.0000, 11.9678, 1.8186, -0.0614, 0.0006, -0.0000, -0.0000, -0.0000],
            integrator: [0.000000, 0.674532, 0.966975, 1.000643, 1.000003, 1.000000, 1.000000, 1.000000],
            fluid1: 0.2833, fluid100: 0.3500, fluid1000: 0.4500, getter: 0.2951, spring: Spring(duration: 0.15, bounce: 0.15)),
        Row(name: "default", animation: .default, response: 0.55,
            closedForm: [0.000000, 0.112512, 0.316461, 0.665624, 0.856214, 0.977810, 0.998911, 0.999864],
            velocity: [0.0000, 3.6858, 4.1639, 2.6570, 1.2716, 0.2157, 0.0112, 0.0014],
            integrator: [0.000000, 0.109132, 0.314469, 0.663640, 0.853062, 0.975601, 0.998537, 0.999781],
            fluid1: 0.8833, fluid100: 1.3833, fluid1000: 1.6167, getter: 0.9000, spring: Spring(response: 0.55, dampingRatio: 1)),
        Row(name: "(0.5,0.825)", animation: .spring(response: 0.5, dampingFraction: 0.825), response: 0.5,
            closedForm: [0.000000, 0.139417, 0.393608, 0.799649, 0.968511, 1.008402, 1.000001, 0.999945],
            velocity: [0.0000, 4.6037, 5.1409, 2.7646, 0.8403, -0.0496, -0.0031, 0.0005],
            integrator: [0.000000, 0.134933, 0.390798, 0.796936, 0.964494, 1.006794, 1.000057, 0.999962],
            fluid1: 0.5333, fluid100: 0.9833, fluid1000: 1.3833, getter: 0.9008, spring: Spring(response: 0.5, dampingRatio: 0.825)),
    ]
}
