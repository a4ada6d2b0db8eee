import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// Scenario 1: values from a chain built on subjects, pushed through real subjects.
@Suite(.tags(.threads)) struct ValuesFromSubjectsTests {
    private let records = PublishSubject<[String: String]>()
    private let stop = PublishSubject<Void>()

    @Test func collectsTheNamesUntilStopFires() {
        let recorder = names(in: records.asObservable(), until: stop.asObservable()).record()

        records.onNext(["name": "Ada", "id": "1"])
        records.onNext(["name": missingName])
        records.onNext(["id": "3"])
        records.onNext(["name": "Grace"])
        #expect(recorder.elements == ["Ada", "Grace"])
        #expect(!recorder.isCompleted)

        stop.onNext(())
        records.onNext(["name": "Linus"])
        #expect(recorder.elements == ["Ada", "Grace"])
        #expect(recorder.isCompleted)
        #expect(!records.hasObservers)
    }

    @Test func forwardsAnErrorOfTheRecords() {
        let recorder = names(in: records.asObservable(), until: stop.asObservable()).record()

        records.onNext(["name": "Ada"])
        records.onError(TestError())

        #expect(recorder.events == [.next("Ada"), .error(TestError())])
    }

    @Test func stopFiringFromAnotherThreadCompletes() async throws {
        let recorder = names(in: records.asObservable(), until: stop.asObservable()).record()
        let records = records
        let stop = stop

        DispatchQueue.dedicated().async {
            records.onNext(["name": "Ada"])
            records.onNext(["name": "Grace"])
            stop.onNext(())
        }

        #expect(try await recorder.completion() == ["Ada", "Grace"])
    }
}
