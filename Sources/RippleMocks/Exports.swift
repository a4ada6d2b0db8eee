// Test targets import RippleMocks alone: it brings the macros and the runtime of generated mocks
// (RippleMockable), and links IssueReportingTestSupport, through which generated mocks fail the
// running XCTest or Swift Testing test.
@_exported import RippleMockable
