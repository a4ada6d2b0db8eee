/// Time progressions written as durations, as in RxJS: `1.5s`, `300ms`, `2m`. Surrounded by
/// whitespace (or at either end of a diagram), a duration skips as many frames as it lasts ticks
/// of the scheduler, whose resolution is the number of seconds in one tick.
enum MarbleDuration {
    /// The units, each with its length in seconds, in the order a drawing prefers them when two
    /// writings are equally short.
    private static let units: [(suffix: String, seconds: Double)] = [("s", 1), ("ms", 0.001), ("m", 60)]

    /// The most decimals a drawn duration has.
    private static let maximumDecimals = 3

    /// What a run of characters means as a duration.
    enum Reading: Equatable {
        /// Not written as a duration: digits, an optional fraction, then `ms`, `s` or `m`.
        case notADuration
        /// A duration of a whole number of ticks.
        case ticks(Int)
        /// A duration that is not a whole number of ticks at the resolution.
        case notWholeTicks
        /// A duration of more than `maximum` ticks.
        case tooLong(maximum: Int)
    }

    /// Reads `text` (the whole run, without whitespace) as a duration at `resolution` seconds per
    /// tick; at most `maximum` ticks.
    static func read(_ text: some StringProtocol, resolution: Double, maximum: Int) -> Reading {
        guard let (number, unitSeconds) = split(text) else { return .notADuration }
        guard resolution.isFinite, resolution > 0 else { return .notWholeTicks }
        let ticks = number * unitSeconds / resolution
        guard ticks.isFinite else { return .tooLong(maximum: maximum) }
        let rounded = ticks.rounded()
        guard abs(ticks - rounded) <= 1e-9 * max(1, abs(ticks)) else { return .notWholeTicks }
        guard rounded <= Double(maximum) else { return .tooLong(maximum: maximum) }
        return .ticks(Int(rounded))
    }

    /// The shortest duration that reads back as `ticks` at `resolution` (seconds first, then
    /// milliseconds, then minutes among writings of one length), or nil when none does with at
    /// most three decimals.
    static func text(forTicks ticks: Int, resolution: Double, maximum: Int) -> String? {
        guard ticks > 0, resolution.isFinite, resolution > 0 else { return nil }
        var best: String?
        for unit in units {
            let value = Double(ticks) * resolution / unit.seconds
            for decimals in 0...maximumDecimals {
                guard let candidate = decimal(value, decimals: decimals).map({ $0 + unit.suffix }),
                      read(candidate, resolution: resolution, maximum: maximum) == .ticks(ticks)
                else { continue }
                if best.map({ candidate.count < $0.count }) ?? true {
                    best = candidate
                }
                break
            }
        }
        return best
    }

    /// `value` written with at most `decimals` decimals, without trailing zeros; nil when it is
    /// too large to write exactly.
    private static func decimal(_ value: Double, decimals: Int) -> String? {
        var scale = 1
        for _ in 0..<decimals {
            scale *= 10
        }
        let scaled = (value * Double(scale)).rounded()
        guard scaled >= 0, scaled < 1e15 else { return nil }
        let whole = Int(scaled)
        var text = String(whole / scale)
        var fraction = String(whole % scale)
        if decimals > 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.last == "0" {
                fraction.removeLast()
            }
            if !fraction.isEmpty {
                text += "." + fraction
            }
        }
        return text
    }

    /// The number and the length of the unit in seconds, when `text` is digits, an optional
    /// fraction, then a unit.
    private static func split(_ text: some StringProtocol) -> (number: Double, unitSeconds: Double)? {
        let characters = Array(text)
        var end = 0
        while end < characters.count, characters[end].isASCII, characters[end].isNumber {
            end += 1
        }
        guard end > 0 else { return nil }
        if end < characters.count, characters[end] == "." {
            let fractionStart = end + 1
            end = fractionStart
            while end < characters.count, characters[end].isASCII, characters[end].isNumber {
                end += 1
            }
            guard end > fractionStart else { return nil }
        }
        let suffix = String(characters[end...])
        guard let unit = units.first(where: { $0.suffix == suffix }), let number = Double(String(characters[..<end])) else {
            return nil
        }
        return (number, unit.seconds)
    }
}
