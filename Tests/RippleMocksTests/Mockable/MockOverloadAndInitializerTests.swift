#if Mocks
import RippleMocks
import Testing

struct Member: Equatable {
    var id: Int
    var name: String
}

@Mockable
protocol MemberDirectory {
    init(region: String)
    func find(id: Int) -> Member?
    func find(name: String) -> Member?
    func remove(_ id: Int)
    func remove(_ name: String)
    func log(_ values: Int..., into total: inout Int)
}

/// Overloads get names from their labels, then their types; initializers record arguments.
@Suite struct MockOverloadAndInitializerTests {
    @Test func overloadsByLabelAreRecordedSeparately() {
        let directory = MemberDirectoryMock()
        directory.findIdReturnValue = Member(id: 1, name: "Ada")
        directory.findNameClosure = { Member(id: 2, name: $0) }
        #expect(directory.find(id: 1) == Member(id: 1, name: "Ada"))
        #expect(directory.find(name: "Grace") == Member(id: 2, name: "Grace"))
        #expect(directory.findIdReceivedInvocations == [1])
        #expect(directory.findNameReceivedInvocations == ["Grace"])
        #expect(directory.invocations == ["find(id:)", "find(name:)"])
    }

    @Test func overloadsWithTheSameLabelsAreNamedByType() {
        let directory = MemberDirectoryMock()
        directory.remove(3)
        directory.remove("Ada")
        directory.remove(4)
        #expect(directory.removeIntReceivedInvocations == [3, 4])
        #expect(directory.removeStringReceivedInvocations == ["Ada"])
        #expect(directory.invocations == ["remove(_:)", "remove(_:)", "remove(_:)"])
    }

    @Test func initializerRequirementsRecordTheirArguments() {
        let directory = MemberDirectoryMock(region: "eu")
        #expect(directory.initReceivedRegion == "eu")
        #expect(directory.invocations == ["init(region:)"])
        #expect(MemberDirectoryMock().initReceivedRegion == nil)
    }

    @Test func variadicAndInoutParameters() {
        let directory = MemberDirectoryMock()
        directory.logClosure = { values, total in total += values.reduce(0, +) }
        var total = 10
        directory.log(1, 2, 3, into: &total)
        #expect(total == 16)
        #expect(directory.logReceivedArguments?.values == [1, 2, 3])
        #expect(directory.logReceivedArguments?.total == 10)
    }
}
#endif
