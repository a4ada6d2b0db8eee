import Dispatch
import Foundation
import Ripple

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Eight threads send to one PublishSubject whose single observer does a little work per event
// (a checksum of a 1 KiB payload). Prints the run's time, the throughput, the worst time a single
// `onNext` call took, and the process's peak resident memory.
//
//     swift run -c release --package-path Benchmarks ContendedSubjects [events per sender]

let senders = 8
let perSender = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100_000 : 100_000
let payloadSize = 1_024

/// The worst latency seen by each sender, in nanoseconds.
final class Worst: @unchecked Sendable {
    // @unchecked Sendable: each sender writes only its own slot; read after all have finished.
    var nanoseconds = [UInt64](repeating: 0, count: senders)
}

func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

let subject = PublishSubject<[UInt8]>()
let checksum = Checksum()
let subscription = subject.subscribe(onNext: { payload in checksum.add(payload) })
let worst = Worst()
let start = now()
DispatchQueue.concurrentPerform(iterations: senders) { sender in
    var slowest: UInt64 = 0
    for step in 0..<perSender {
        let payload = [UInt8](repeating: UInt8(truncatingIfNeeded: step), count: payloadSize)
        let before = now()
        subject.onNext(payload)
        slowest = max(slowest, now() - before)
    }
    worst.nanoseconds[sender] = slowest
}
let elapsed = Double(now() - start) / 1e9
subscription.dispose()

var usage = rusage()
#if canImport(Darwin)
getrusage(RUSAGE_SELF, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1_048_576
#else
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
let peakMiB = Double(usage.ru_maxrss) / 1_024
#endif
let total = senders * perSender
print("senders: \(senders) x \(perSender) events of \(payloadSize) bytes (checksum \(checksum.value))")
print(String(format: "time: %.3f s, throughput: %.0f events/s", elapsed, Double(total) / elapsed))
print(String(format: "worst single onNext: %.3f ms", Double(worst.nanoseconds.max() ?? 0) / 1e6))
print(String(format: "peak resident memory: %.1f MiB", peakMiB))

/// The observer's work: a running checksum, touched only during (serialized) deliveries.
final class Checksum: @unchecked Sendable {
    // @unchecked Sendable: only the subject's serialized deliveries touch `value`.
    private(set) var value: UInt64 = 0

    func add(_ payload: [UInt8]) {
        for byte in payload {
            value = value &* 31 &+ UInt64(byte)
        }
    }
}
