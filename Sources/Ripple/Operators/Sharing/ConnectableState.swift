/// What a connectable sequence (`multicast`, `publish`, `replay`) knows about its subject and its
/// connection: the subject observers subscribe to, which generation of subject it is, and the
/// live connection feeding it.
///
/// The subject is made on demand, outside the owner's lock: ``currentSubject`` answers nil, the
/// owner makes one and installs it (``install(_:)``), unless another thread installed one first.
/// When the live connection ends (disposed, or its source terminated) the subject is released and
/// the generation advances, so a connection asked for with a subject fetched before that fetches
/// a new one.
///
/// Plain state holding no user code: the owner guards it with a lock and calls every method
/// holding it. Inputs that cannot happen (a connection asked for with a subject never installed, a
/// connection ending while it is not the live one) trap.
package struct ConnectableState<Subject, Connection: AnyObject> {
    /// What ``connect(forSubjectOf:making:)`` found.
    package enum Admission {
        /// A connection is live already: the caller shares it.
        case joined(Connection)
        /// The connection made by the caller is now the live one: the caller subscribes it to the
        /// source.
        case started(Connection)
        /// The subject the caller fetched was released meanwhile: fetch the current one and ask
        /// again.
        case subjectReleased
    }

    /// The subject of the current generation, if one was installed.
    package private(set) var subject: Subject?
    /// How many subjects were released so far.
    package private(set) var generation: UInt64 = 0
    /// The live connection, if any.
    package private(set) var connection: Connection?

    package init() {}

    /// The current subject and its generation, or nil when one must be made and installed.
    package var currentSubject: (subject: Subject, generation: UInt64)? {
        subject.map { ($0, generation) }
    }

    /// Installs `made` as the subject unless one was installed meanwhile; answers the subject to
    /// use and its generation.
    package mutating func install(_ made: Subject) -> (subject: Subject, generation: UInt64) {
        if let subject {
            return (subject, generation)
        }
        subject = made
        return (made, generation)
    }

    /// A connection is asked for, with the subject of `subjectGeneration` fetched: answers the
    /// live connection, or one made now by `makeConnection` if the subject is still current.
    package mutating func connect(forSubjectOf subjectGeneration: UInt64, making makeConnection: () -> Connection) -> Admission {
        if let connection {
            return .joined(connection)
        }
        guard subjectGeneration == generation else {
            precondition(subjectGeneration < generation, "ConnectableState: a subject of generation \(subjectGeneration) was fetched while at generation \(generation)")
            return .subjectReleased
        }
        guard subject != nil else {
            preconditionFailure("ConnectableState: a connection was asked for while no subject is installed")
        }
        let made = makeConnection()
        connection = made
        return .started(made)
    }

    /// The live connection `ended` was disposed, or its source terminated: the subject is
    /// released.
    package mutating func end(_ ended: Connection) {
        guard connection === ended else {
            preconditionFailure("ConnectableState: a connection that is not the live one ended while \(connection == nil ? "disconnected" : "connected")")
        }
        connection = nil
        subject = nil
        generation += 1
    }
}
