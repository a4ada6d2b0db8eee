#if Mocks
import IssueReporting
import Ripple
import RippleMocks
import RippleTest
import XCTest

@Mockable
protocol SearchService {
    func search(_ query: String) -> Observable<[String]>
}

/// Generated mocks used from XCTest, as an RxSwift + RxTest user writes tests.
///
/// Under XCTest an unstubbed call fails the test through IssueReporting. XCTest on Linux can't
/// expect a failure (there is no `XCTExpectFailure`), so the last test routes the report to a
/// recording reporter instead and checks its message.
final class MocksXCTestStyleTests: XCTestCase {
    func testStubbedSearch() {
        let service = SearchServiceMock()
        let scheduler = TestScheduler(initialClock: 0)
        service.searchReturnValue = scheduler.createColdObservable([.next(10, ["swift"]), .completed(20)]).asObservable()

        let res = scheduler.start { service.search("sw") }

        XCTAssertEqual(res.events, [.next(210, ["swift"]), .completed(220)])
        XCTAssertEqual(service.searchCallsCount, 1)
        XCTAssertEqual(service.searchReceivedQuery, "sw")
        XCTAssertEqual(service.invocations, ["search(_:)"])
    }

    func testUnstubbedSearchIsReportedAndFails() {
        let service = SearchServiceMock()
        let reporter = RecordingIssueReporter()
        let scheduler = TestScheduler(initialClock: 0)

        let res = withIssueReporters([reporter]) {
            scheduler.start { service.search("sw") }
        }

        let message = "SearchServiceMock.search(_:) was called but searchReturnValue is not set; set it or searchClosure"
        XCTAssertEqual(reporter.messages, [message])
        XCTAssertEqual(res.events, [.error(200, MockError(member: "SearchServiceMock.searchReturnValue", message: message))])
    }
}

/// Keeps the messages of the issues reported to it.
private final class RecordingIssueReporter: IssueReporter {
    private let recorded = MockLocked<[String]>([])

    var messages: [String] { recorded.withValue { $0 } }

    func reportIssue(
        _ message: @autoclosure () -> String?,
        severity: IssueSeverity,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) {
        let text = message() ?? ""
        recorded.withValue { $0.append(text) }
    }
}
#endif
