#if Mocks
import RippleMocks
import Testing

// Scenario 5: interaction tests of an interactor in a VIP split. The interactor starts a timer in
// init and talks to its presenter; the tests check which calls were made, with which arguments,
// in which order, and call the timer's captured closure by hand.

@Mockable
protocol CountdownPresenting {
    func present(secondsLeft: Int)
    func presentFinished()
}

@Mockable
protocol RepeatingTimer {
    func start(every seconds: Int, onTick: @escaping () -> Void)
    func stop()
}

/// Counts down from `seconds`, one tick of the timer per second.
final class CountdownInteractor {
    private let presenter: any CountdownPresenting
    private let timer: any RepeatingTimer
    private var secondsLeft: Int

    init(seconds: Int, presenter: any CountdownPresenting, timer: any RepeatingTimer) {
        self.presenter = presenter
        self.timer = timer
        secondsLeft = seconds
        presenter.present(secondsLeft: seconds)
        timer.start(every: 1) { [weak self] in self?.tick() }
    }

    /// Stops counting.
    func cancel() {
        timer.stop()
    }

    private func tick() {
        secondsLeft -= 1
        if secondsLeft > 0 {
            presenter.present(secondsLeft: secondsLeft)
        } else {
            timer.stop()
            presenter.presentFinished()
        }
    }
}

@Suite struct CountdownInteractionTests {
    @Test func initStartsATimerAndPresentsTheStart() {
        let presenter = CountdownPresentingMock()
        let timer = RepeatingTimerMock()
        _ = CountdownInteractor(seconds: 3, presenter: presenter, timer: timer)
        #expect(timer.startCallsCount == 1)
        #expect(timer.startReceivedArguments?.seconds == 1)
        #expect(timer.invocations == ["start(every:onTick:)"])
        #expect(presenter.presentReceivedInvocations == [3])
    }

    @Test func ticksPresentTheSecondsLeftThenFinish() {
        let presenter = CountdownPresentingMock()
        let timer = RepeatingTimerMock()
        let interactor = CountdownInteractor(seconds: 3, presenter: presenter, timer: timer)
        let tick = timer.startReceivedArguments?.onTick
        tick?()
        tick?()
        tick?()
        #expect(presenter.invocations == [
            "present(secondsLeft:)",
            "present(secondsLeft:)",
            "present(secondsLeft:)",
            "presentFinished()",
        ])
        #expect(presenter.presentReceivedInvocations == [3, 2, 1])
        #expect(timer.invocations == ["start(every:onTick:)", "stop()"])
        withExtendedLifetime(interactor) {}
    }

    @Test func cancelStopsTheTimerAndPresentsNothing() {
        let presenter = CountdownPresentingMock()
        let timer = RepeatingTimerMock()
        let interactor = CountdownInteractor(seconds: 3, presenter: presenter, timer: timer)
        interactor.cancel()
        #expect(timer.stopCallsCount == 1)
        #expect(presenter.invocations == ["present(secondsLeft:)"])
        #expect(!presenter.presentFinishedCalled)
    }
}
#endif
