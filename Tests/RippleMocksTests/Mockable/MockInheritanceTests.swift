#if Mocks
import RippleMocks
import Testing

@Mockable
protocol Repository {
    func all() -> [String]
    func save(_ item: String)
}

@Mockable
protocol UserRepository: Repository {
    func find(id: Int) -> String?
}

@Mockable
protocol AdminRepository: UserRepository {
    var isAdmin: Bool { get }
    func ban(id: Int)
}

@Mockable
protocol AuditLog where Self: Repository, Self: AnyObject {
    func entries() -> Int
}

@Mockable
protocol SharedStore: Sendable {
    func value() -> Int
}

@Mockable
protocol CountingStore: SharedStore, Sendable {
    func count() -> Int
}

/// A protocol that refines another `@Mockable` protocol gets a mock that subclasses the parent's
/// mock: it has the parent's members, and one `invocations` and `calls` log for both.
@Suite struct MockInheritanceTests {
    @Test func childMockImplementsTheParentsRequirements() {
        let repository = UserRepositoryMock()
        repository.allReturnValue = ["a"]
        repository.findReturnValue = "Ada"
        let asParent: any Repository = repository
        asParent.save("b")
        #expect(asParent.all() == ["a"])
        #expect(repository.find(id: 1) == "Ada")
        #expect(repository.saveReceivedItem == "b")
        #expect(repository.findReceivedId == 1)
    }

    @Test func oneLogListsTheCallsOfEveryLevelInOrder() {
        let repository = AdminRepositoryMock()
        repository.findReturnValue = .some(nil)
        repository.save("x")
        _ = repository.find(id: 2)
        repository.ban(id: 2)
        #expect(repository.invocations == ["save(_:)", "find(id:)", "ban(id:)"])
        #expect(repository.calls == [.save("x"), .find(id: 2), .ban(id: 2)])
    }

    @Test func threeLevelsAndTheirProperties() {
        let repository = AdminRepositoryMock(policy: .relaxed)
        repository.isAdmin = true
        let asAdmin: any AdminRepository = repository
        #expect(asAdmin.isAdmin)
        #expect(asAdmin.all() == [])
        #expect(repository.isAdminGetCount == 1)
        #expect(repository.allCallsCount == 1)
    }

    @Test func whereSelfClauseRefinesLikeAnInheritanceClause() {
        let log = AuditLogMock()
        log.entriesReturnValue = 3
        log.save("entry")
        #expect(log.entries() == 3)
        #expect(log.calls == [.save("entry"), .entries()])
    }

    @Test func sendableHierarchiesRecordFromManyThreads() async {
        let store = CountingStoreMock()
        store.valueReturnValue = 1
        store.countReturnValue = 2
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<100 {
                group.addTask { store.value() + store.count() }
            }
        }
        #expect(store.valueCallsCount == 100)
        #expect(store.countCallsCount == 100)
        #expect(store.calls.count == 200)
    }
}
#endif
