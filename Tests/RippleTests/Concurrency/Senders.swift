/// Values sent by concurrent senders: sender `s` sends `s * stride + i` for i in `0..<perSender`.
struct Senders {
    static let stride = 1_000_000

    let count: Int
    let perSender: Int

    /// Every value that the senders send.
    var allValues: Set<Int> {
        Set((0..<count).flatMap { sender in (0..<perSender).map { sender * Self.stride + $0 } })
    }

    /// The value that sender `sender` sends in its step `step`.
    func value(sender: Int, step: Int) -> Int {
        sender * Self.stride + step
    }

    /// Whether each sender's values appear in the order it sent them.
    static func keepsEachSendersOrder(_ values: [Int]) -> Bool {
        var last: [Int: Int] = [:]
        for value in values {
            let sender = value / stride
            if let previous = last[sender], previous >= value { return false }
            last[sender] = value
        }
        return true
    }
}
