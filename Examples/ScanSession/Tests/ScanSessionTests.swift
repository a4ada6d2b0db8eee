import Foundation
import Ripple
import RippleBlocking
import RippleTest
import Testing
@testable import ScanSession

/// The chain is built on real subjects: the tests push payloads through them and read what came
/// out, instead of mocking `map`, `filter` and `take(until:)` one by one.
@Suite struct ScanSessionTests {
    private let payloads = PublishSubject<[String: String]>()
    private let closed = PublishSubject<Void>()
    private var session: ScanSession {
        ScanSession(payloads: payloads.asObservable(), closed: closed.asObservable())
    }

    @Test func collectsTheCodesUntilTheSessionIsClosed() {
        let codes = session.codes().record()

        payloads.onNext(["code": "4006381333931", "symbology": "ean13"])
        payloads.onNext(["code": ScanSession.noRead])
        payloads.onNext(["symbology": "qr"])
        payloads.onNext(["code": "9780201633610"])
        #expect(codes.elements == ["4006381333931", "9780201633610"])
        #expect(!codes.isCompleted)

        closed.onNext(())
        payloads.onNext(["code": "5012345678900"])

        #expect(codes.elements == ["4006381333931", "9780201633610"])
        #expect(codes.isCompleted)
        #expect(!payloads.hasObservers)
        #expect(!closed.hasObservers)
    }

    @Test func aSessionClosedAtOnceHasNoCodes() {
        let codes = session.codes().record()

        closed.onNext(())

        #expect(codes.events == [.completed])
    }

    @Test func aScannerFailureEndsTheSession() {
        let codes = session.codes().record()

        payloads.onNext(["code": "4006381333931"])
        payloads.onError(ScannerDisconnected())

        #expect(codes.events == [.next("4006381333931"), .error(ScannerDisconnected())])
        #expect(!closed.hasObservers)
    }

    @Test func finishedPayloadsCollectInOneLine() throws {
        let recorded: [[String: String]] = [["code": "A1"], ["code": ScanSession.noRead], ["code": "B2"]]
        let session = ScanSession(payloads: .from(recorded), closed: .never())

        #expect(try session.codes().toBlocking(timeout: 1).toArray() == ["A1", "B2"])
    }

    @Test func payloadsFromTheScannerThreadAreCollected() async throws {
        let codes = session.codes().record()
        let payloads = payloads
        let closed = closed

        DispatchQueue.global().async {
            payloads.onNext(["code": "A1"])
            payloads.onNext(["code": "B2"])
            closed.onNext(())
        }

        #expect(try await codes.completion() == ["A1", "B2"])
    }
}

/// The scanner's connection dropped.
private struct ScannerDisconnected: Error, Equatable {}
