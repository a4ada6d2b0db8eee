/// What `refCount` knows about its subscribers and its connection: which generation of the
/// connection is current, how many of its subscribers have not left, and whether the connection
/// is idle, being made or live.
///
/// Each connection is a generation. A subscriber is counted in the generation it joined (its
/// membership), and a terminal event from the source ends the generation: the count restarts at
/// zero, and later departures from the ended generation change nothing. The connection is made
/// outside the owner's lock (``join()`` asks for it, ``connected(_:for:)`` hands it in); if the
/// generation ends or every subscriber leaves meanwhile, the connection is disposed as soon as it
/// is handed in.
///
/// ```
/// idle ──join──▶ connecting(1) ──connected──▶ connected(n) ──last leave / end──▶ idle
///                  │       ▲
///       last leave │       │ join
///                  ▼       │
///            connecting(0) ──connected──▶ idle (the connection is disposed)
/// ```
///
/// Plain state holding no user code: the owner guards it with a lock, calls every method holding
/// the lock, and connects or disposes the returned connection after releasing it. Inputs that
/// cannot happen in a phase (a connection handed in while none was asked for, a subscriber of the
/// current generation leaving or ending it while none is counted) trap.
package struct RefCountState<Connection> {
    package enum Phase {
        /// No connection, nobody counted: the next subscriber connects.
        case idle
        /// A subscriber is connecting; `count` subscribers are counted. At zero every subscriber
        /// has left: the connection is disposed when it is handed in.
        case connecting(count: Int)
        /// The connection is live, with `count` subscribers (at least one).
        case connected(Connection, count: Int)
    }

    package private(set) var phase = Phase.idle
    /// The current generation: the membership of the subscribers joining now.
    package private(set) var generation: UInt64 = 0

    package init() {}

    /// How many subscribers of the current generation have not left.
    package var count: Int {
        switch phase {
        case .idle: 0
        case .connecting(let count), .connected(_, let count): count
        }
    }

    /// A subscriber joined. Answers its membership (kept until it leaves) and whether it must
    /// connect and hand the connection in with ``connected(_:for:)``.
    package mutating func join() -> (membership: UInt64, connects: Bool) {
        switch phase {
        case .idle:
            phase = .connecting(count: 1)
            return (generation, true)
        case .connecting(let count):
            phase = .connecting(count: count + 1)
            return (generation, false)
        case .connected(let connection, let count):
            phase = .connected(connection, count: count + 1)
            return (generation, false)
        }
    }

    /// The subscriber of `membership` that connected hands in `connection`. Answers the connection
    /// to dispose: this one if its generation ended or every subscriber left meanwhile, nil if it
    /// is kept.
    package mutating func connected(_ connection: Connection, for membership: UInt64) -> Connection? {
        guard isCurrent(membership) else { return connection }
        switch phase {
        case .connecting(count: 0):
            phase = .idle
            return connection
        case .connecting(let count):
            phase = .connected(connection, count: count)
            return nil
        case .idle, .connected:
            preconditionFailure("RefCountState: a connection was handed in while \(phaseName)")
        }
    }

    /// The subscriber of `membership` left. Answers the connection to dispose: the live one, if
    /// it was the last subscriber of the current generation.
    package mutating func leave(_ membership: UInt64) -> Connection? {
        guard isCurrent(membership) else { return nil }
        switch phase {
        case .connecting(let count) where count > 0:
            phase = .connecting(count: count - 1)
            return nil
        case .connected(let connection, count: 1):
            phase = .idle
            return connection
        case .connected(let connection, let count):
            phase = .connected(connection, count: count - 1)
            return nil
        case .idle, .connecting:
            preconditionFailure("RefCountState: a subscriber left while \(phaseName)")
        }
    }

    /// A subscriber of `membership` saw the source terminate. The first to report it ends the
    /// generation; answers the connection to dispose, if it was live.
    package mutating func end(_ membership: UInt64) -> Connection? {
        guard isCurrent(membership) else { return nil }
        switch phase {
        case .connecting(let count) where count > 0:
            endGeneration()
            return nil
        case .connected(let connection, _):
            endGeneration()
            return connection
        case .idle, .connecting:
            preconditionFailure("RefCountState: the source terminated for a subscriber while \(phaseName)")
        }
    }

    /// Whether `membership` is the current generation's rather than an ended one's.
    private func isCurrent(_ membership: UInt64) -> Bool {
        guard membership <= generation else {
            preconditionFailure("RefCountState: a membership of generation \(membership) came back while \(phaseName) in generation \(generation)")
        }
        return membership == generation
    }

    private mutating func endGeneration() {
        generation += 1
        phase = .idle
    }

    /// The phase, without the connection, whose description could run user code.
    private var phaseName: String {
        switch phase {
        case .idle: "idle"
        case .connecting(count: 0): "connecting with every subscriber gone"
        case .connecting(let count): "connecting with a count of \(count)"
        case .connected(_, let count): "connected with a count of \(count)"
        }
    }
}
