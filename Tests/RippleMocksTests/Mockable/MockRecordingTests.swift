#if Mocks
import Ripple
import RippleMocks
import RippleTest
import Testing

@Mockable
protocol Thermostat {
    func start()
    func setTarget(_ degrees: Double)
    func schedule(_ degrees: Double, at hour: Int) -> Bool
    func readings(forRoom room: String) -> Observable<Double>
}

/// What a generated mock records about calls, and how stubs answer them.
@Suite struct MockRecordingTests {
    @Test func countsCalls() {
        let thermostat = ThermostatMock()
        #expect(thermostat.startCallsCount == 0)
        #expect(!thermostat.startCalled)
        thermostat.start()
        thermostat.start()
        #expect(thermostat.startCallsCount == 2)
        #expect(thermostat.startCalled)
        #expect(thermostat.setTargetCallsCount == 0)
    }

    @Test func recordsOneArgumentUnderItsName() {
        let thermostat = ThermostatMock()
        #expect(thermostat.setTargetReceivedDegrees == nil)
        thermostat.setTarget(21)
        thermostat.setTarget(19.5)
        #expect(thermostat.setTargetReceivedDegrees == 19.5)
        #expect(thermostat.setTargetReceivedInvocations == [21, 19.5])
    }

    @Test func recordsSeveralArgumentsAsLabelledTuples() {
        let thermostat = ThermostatMock()
        thermostat.scheduleReturnValue = true
        _ = thermostat.schedule(18, at: 22)
        _ = thermostat.schedule(20, at: 7)
        #expect(thermostat.scheduleReceivedArguments?.degrees == 20)
        #expect(thermostat.scheduleReceivedArguments?.hour == 7)
        #expect(thermostat.scheduleReceivedInvocations.map(\.degrees) == [18, 20])
        #expect(thermostat.scheduleReceivedInvocations.map(\.hour) == [22, 7])
    }

    @Test func returnsTheStubbedValue() {
        let thermostat = ThermostatMock()
        thermostat.scheduleReturnValue = false
        #expect(thermostat.schedule(18, at: 22) == false)
        thermostat.scheduleReturnValue = true
        #expect(thermostat.schedule(18, at: 22) == true)
    }

    @Test func closureIsCalledInsteadOfTheReturnValue() {
        let thermostat = ThermostatMock()
        thermostat.scheduleReturnValue = false
        thermostat.scheduleClosure = { degrees, hour in degrees > 20 && hour < 12 }
        #expect(thermostat.schedule(21, at: 8) == true)
        #expect(thermostat.schedule(21, at: 20) == false)
        #expect(thermostat.scheduleCallsCount == 2)
    }

    @Test func closureOfAVoidMethodRunsOnEachCall() {
        let thermostat = ThermostatMock()
        var targets: [Double] = []
        thermostat.setTargetClosure = { targets.append($0) }
        thermostat.setTarget(20)
        thermostat.setTarget(22)
        #expect(targets == [20, 22])
    }

    @Test func stubbedObservableIsReturned() {
        let thermostat = ThermostatMock()
        thermostat.readingsReturnValue = .just(20.5)
        #expect(recordEvents(thermostat.readings(forRoom: "hall")) == [.next(0, 20.5), .completed(0)])
        #expect(thermostat.readingsReceivedRoom == "hall")
    }

    @Test func invocationsListEveryCallInOrder() {
        let thermostat = ThermostatMock()
        thermostat.scheduleReturnValue = true
        thermostat.readingsReturnValue = .empty()
        thermostat.start()
        thermostat.setTarget(20)
        _ = thermostat.readings(forRoom: "hall")
        _ = thermostat.schedule(18, at: 22)
        thermostat.setTarget(21)
        #expect(thermostat.invocations == [
            "start()",
            "setTarget(_:)",
            "readings(forRoom:)",
            "schedule(_:at:)",
            "setTarget(_:)",
        ])
    }

    @Test func recordedStateCanBeReset() {
        let thermostat = ThermostatMock()
        thermostat.setTarget(20)
        thermostat.setTargetCallsCount = 0
        thermostat.setTargetReceivedInvocations = []
        thermostat.invocations = []
        thermostat.setTarget(22)
        #expect(thermostat.setTargetCallsCount == 1)
        #expect(thermostat.setTargetReceivedInvocations == [22])
        #expect(thermostat.invocations == ["setTarget(_:)"])
    }
}
#endif
