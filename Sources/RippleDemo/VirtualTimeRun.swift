import Foundation
import Ripple
import RippleTest

/// Milliseconds in one tick of the virtual clock, and so in one frame of the marble diagrams.
let millisecondsPerTick = 20

/// Replays the scenario on a `TestScheduler`, in virtual time, and prints what was recorded as
/// marble diagrams; returns the states, in order.
func runInVirtualTime() -> [[LightWithState]] {
    let stopwatch = Stopwatch()
    let scheduler = TestScheduler(initialClock: 0, resolution: Double(millisecondsPerTick) / 1000)
    let scenario = LightsScenario(scheduler: scheduler)
    let taps = scheduler.record(scenario.taps)
    let lights = scheduler.record(scenario.lights)
    scheduler.start()
    let took = stopwatch.elapsedMilliseconds

    let tapNames = Dictionary(uniqueKeysWithValues: LightsScenario.lights.map { (String($0.name.prefix(1)), $0.id) })
    let states = lights.events.compactMap(\.value.element)
    var distinctStates: [[LightWithState]] = []
    for state in states where !distinctStates.contains(state) {
        distinctStates.append(state)
    }
    let stateNames = Dictionary(uniqueKeysWithValues: zip("abcdefghijklmnopqrstuvwxyz".map(String.init), distinctStates))

    let lightsDiagram = lights.events.marbles(values: stateNames)
    print("  ms:     " + ruler(frames: lightsDiagram.count))
    print("  taps:   " + taps.events.marbles(values: tapNames))
    print("  lights: " + lightsDiagram)
    for (name, id) in tapNames.sorted(by: { $0.key < $1.key }) {
        print("  \(name) = tap on \(LightsScenario.name(ofLight: id))")
    }
    for (name, state) in stateNames.sorted(by: { $0.key < $1.key }) {
        print("  \(name) = \(LightsScenario.describe(state))")
    }
    print(String(format: "  Took %.2f ms for %d ms of virtual time.", took, scheduler.clock * millisecondsPerTick))
    return states
}

/// The time in milliseconds every five frames, to read the diagrams against.
private func ruler(frames: Int) -> String {
    stride(from: 0, to: frames, by: 5)
        .map { "\($0 * millisecondsPerTick)".padding(toLength: 5, withPad: " ", startingAt: 0) }
        .joined()
        .trimmingCharacters(in: .whitespaces)
}
