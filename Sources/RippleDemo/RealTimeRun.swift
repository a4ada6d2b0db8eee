import Foundation
import Ripple
import RippleBlocking

/// Runs the scenario on a dispatch queue, in real time, printing the taps and every state
/// change with the time it happened; returns the states, in order.
func runInRealTime() throws -> [[LightWithState]] {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ripple-demo")
    let scenario = LightsScenario(scheduler: scheduler)
    let stopwatch = Stopwatch()
    let printWithTime: @Sendable (String) -> Void = { line in
        print(String(format: "  %6.0f ms  ", stopwatch.elapsedMilliseconds) + line)
    }

    let tapsPrinter = scenario.taps.subscribe(onNext: { printWithTime("tap on \(LightsScenario.name(ofLight: $0))") })
    defer { tapsPrinter.dispose() }
    let states = try scenario.lights
        .do(onNext: { printWithTime(LightsScenario.describe($0)) }, onCompleted: { printWithTime("completed") })
        .toBlocking(timeout: 5)
        .toArray()
    print(String(format: "  Took %.0f ms.", stopwatch.elapsedMilliseconds))
    return states
}
