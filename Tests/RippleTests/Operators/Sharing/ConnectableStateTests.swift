import Ripple
import TestSupport
import Testing

/// The state of `multicast`, `publish` and `replay`'s connectable sequence, input by input,
/// without sources, subjects or locks: subjects are strings and connections plain objects, and
/// each test checks every answer and what the state holds.
/// A connection, known by its name.
private final class Connection {
    let name: String

    init(_ name: String = "") {
        self.name = name
    }
}

@Suite struct ConnectableStateTests {
    private typealias State = ConnectableState<String, Connection>

    private func name(_ admission: State.Admission) -> String {
        switch admission {
        case .joined(let connection): "joined \(connection.name)"
        case .started(let connection): "started \(connection.name)"
        case .subjectReleased: "subject released"
        }
    }

    @Test func startsWithNoSubjectAndNoConnection() {
        let state = State()
        #expect(state.currentSubject == nil)
        #expect(state.subject == nil)
        #expect(state.connection == nil)
        #expect(state.generation == 0)
    }

    @Test func theFirstSubjectMadeIsInstalledAndThenCurrent() {
        var state = State()
        let installed = state.install("s1")
        #expect(installed.subject == "s1")
        #expect(installed.generation == 0)
        #expect(state.currentSubject?.subject == "s1")
        #expect(state.currentSubject?.generation == 0)
    }

    /// Two threads found no subject and each made one: the first installed wins, the second is
    /// told to use it.
    @Test func aSubjectMadeMeanwhileLosesToTheInstalledOne() {
        var state = State()
        _ = state.install("s1")
        let second = state.install("s2")
        #expect(second.subject == "s1")
        #expect(state.subject == "s1")
    }

    @Test func theFirstConnectStartsAConnectionMadeThen() {
        var state = State()
        let (_, generation) = state.install("s1")
        var made = 0
        let admission = state.connect(forSubjectOf: generation) {
            made += 1
            return Connection("c1")
        }
        #expect(name(admission) == "started c1")
        #expect(made == 1)
        #expect(state.connection?.name == "c1")
        #expect(state.subject == "s1", "the subject is kept while connected")
    }

    @Test func aLaterConnectJoinsTheLiveConnectionWithoutMakingOne() {
        var state = State()
        let (_, generation) = state.install("s1")
        _ = state.connect(forSubjectOf: generation) { Connection("c1") }
        var made = 0
        let admission = state.connect(forSubjectOf: generation) {
            made += 1
            return Connection("c2")
        }
        #expect(name(admission) == "joined c1")
        #expect(made == 0)
    }

    @Test func theEndOfTheLiveConnectionReleasesTheSubject() throws {
        var state = State()
        let (_, generation) = state.install("s1")
        _ = state.connect(forSubjectOf: generation) { Connection("c1") }
        let live = try #require(state.connection)
        state.end(live)
        #expect(state.connection == nil)
        #expect(state.subject == nil)
        #expect(state.currentSubject == nil)
        #expect(state.generation == 1)
    }

    /// A connect that fetched the subject before the connection ended must fetch the new subject
    /// rather than connect the released one.
    @Test func aConnectWithASubjectReleasedMeanwhileFetchesAgain() throws {
        var state = State()
        let (_, old) = state.install("s1")
        _ = state.connect(forSubjectOf: old) { Connection("c1") }
        state.end(try #require(state.connection))
        var made = 0
        let stale = state.connect(forSubjectOf: old) {
            made += 1
            return Connection("c2")
        }
        #expect(name(stale) == "subject released")
        #expect(made == 0)
        let (subject, new) = state.install("s2")
        #expect(subject == "s2")
        #expect(new == 1)
        let admission = state.connect(forSubjectOf: new) { Connection("c2") }
        #expect(name(admission) == "started c2")
    }

    /// A live connection is shared even with a caller holding an older subject: the connection
    /// is checked first.
    @Test func aLiveConnectionIsJoinedWhateverSubjectTheCallerFetched() throws {
        var state = State()
        let (_, old) = state.install("s1")
        _ = state.connect(forSubjectOf: old) { Connection("c1") }
        state.end(try #require(state.connection))
        let (_, new) = state.install("s2")
        _ = state.connect(forSubjectOf: new) { Connection("c2") }
        let admission = state.connect(forSubjectOf: old) { Connection("c3") }
        #expect(name(admission) == "joined c2")
    }

    // Inputs that cannot happen trap. Exit tests, so that a regression fails these tests instead
    // of ending the run.

    @Test func aConnectionThatIsNotTheLiveOneEndingTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ConnectableState<String, Connection>()
            state.end(Connection())
        }
        #expect(exit?.standardErrorText.contains("ConnectableState: a connection that is not the live one ended while disconnected") == true)
    }

    @Test func anotherConnectionEndingWhileOneIsLiveTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ConnectableState<String, Connection>()
            _ = state.install("s1")
            _ = state.connect(forSubjectOf: 0) { Connection() }
            state.end(Connection())
        }
        #expect(exit?.standardErrorText.contains("ConnectableState: a connection that is not the live one ended while connected") == true)
    }

    @Test func aConnectionAskedForWithNoSubjectInstalledTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ConnectableState<String, Connection>()
            _ = state.connect(forSubjectOf: 0) { Connection() }
        }
        #expect(exit?.standardErrorText.contains("ConnectableState: a connection was asked for while no subject is installed") == true)
    }

    @Test func aSubjectOfAFutureGenerationTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = ConnectableState<String, Connection>()
            _ = state.install("s1")
            _ = state.connect(forSubjectOf: 1) { Connection() }
        }
        #expect(exit?.standardErrorText.contains("ConnectableState: a subject of generation 1 was fetched while at generation 0") == true)
    }
}
