#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An angle kept as radians plus exact sine and cosine, so multiples of 90° give exact 0 and ±1.
struct Angle {
    let radians: Double
    let sine: Double
    let cosine: Double

    /// Sine and cosine of an angle in degrees, exact at multiples of 90°.
    static func sinCos(degrees: Double) -> (Double, Double) {
        // Reduce to [-45°, 45°] and a quadrant so that sin 180° is 0, not 1.2e-16.
        var r = degrees.truncatingRemainder(dividingBy: 360)
        let quadrant = Int((r / 90).rounded())
        r -= Double(quadrant) * 90
        let x = r * .pi / 180
        let s = sin(x)
        let c = cos(x)
        switch ((quadrant % 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// `to − from` in degrees, reduced to [−180°, 180°].
    static func normalizedDifference(_ to: Double, _ from: Double) -> Angle {
        var d = (to - from).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 } else if d < -180 { d += 360 }
        let (s, c) = sinCos(degrees: d)
        return Angle(radians: d * .pi / 180, sine: s, cosine: c)
    }

    /// Radians → compass bearing in degrees, `0..<360`.
    static func bearing(_ radians: Double) -> Double {
        var degrees = radians * 180 / .pi
        degrees = degrees.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        return degrees >= 360 ? 0 : (degrees == 0 ? 0 : degrees)
    }
}
