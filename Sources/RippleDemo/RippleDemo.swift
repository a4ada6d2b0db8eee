/// `swift run ripple-demo`: the lights scenario in real time, then the same scenario in virtual
/// time, recorded and drawn as marble diagrams.
@main
enum RippleDemo {
    static func main() throws {
        print("""
        Ripple demo: three lights (Kitchen, Hall, Porch). The user taps Kitchen at 100 ms, Porch at
        200 ms, Kitchen at 400 ms and Hall at 500 ms; the hub takes 60 ms to switch a light.

        1. Real time: a serial dispatch queue scheduler, printing each change as it happens.
        """)
        let realTime = try runInRealTime()

        print("""

        2. Virtual time: the same code on a TestScheduler (one tick, one frame = \(millisecondsPerTick) ms),
           recorded and drawn as marble diagrams.
        """)
        let virtualTime = runInVirtualTime()

        print("")
        if realTime == virtualTime {
            print("Both runs went through the same \(realTime.count) states, in the same order.")
        } else {
            print("The runs differ: \(realTime.count) states in real time, \(virtualTime.count) in virtual time.")
        }
    }
}
