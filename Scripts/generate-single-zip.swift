// Generates the fixed-arity forms of `Single.zip` and `Maybe.zip` (2 to 8 traits) and their tests.
//
// Run from the package root:  swift Scripts/generate-single-zip.swift
// It rewrites Sources/Ripple/Traits/Single+Zip+arity.swift,
// Sources/Ripple/Traits/Maybe+Zip+arity.swift, Tests/RippleTests/Traits/SingleZipArityTests.swift
// and Tests/RippleTests/Traits/MaybeZipArityTests.swift.

import Foundation

let arities = 2...8

func list(_ arity: Int, separator: String = ", ", _ item: (Int) -> String) -> String {
    (1...arity).map(item).joined(separator: separator)
}

func source(_ arity: Int) -> String {
    let generics = list(arity) { "E\($0)" }
    let parameters = list(arity) { "_ source\($0): Single<E\($0)>" }
    let erased = list(arity) { "source\($0).asObservable().map { $0 as Any }" }
    let casts = list(arity) { "values[\($0 - 1)] as! E\($0)" }
    let arguments = list(arity) { "source\($0)" }
    let tuple = list(arity) { "$\($0 - 1)" }
    return """
    extension PrimitiveSequenceType where Trait == SingleTrait {
        /// Succeeds with `resultSelector` applied to the elements of the \(arity) singles once every
        /// one has succeeded; the first error fails the result and disposes the others.
        ///
        /// ```
        /// source1:                   --1|
        /// source2:                   ----2|
        /// zip(...) { $0 + $1 ... }:  ----(3|)
        /// ```
        public static func zip<\(generics)>(
            \(parameters),
            resultSelector: @escaping (\(generics)) throws -> Element
        ) -> Single<Element> {
            let sources: [Observable<Any>] = [\(erased)]
            // Each cast is safe: position i holds the element of source i + 1.
            return Single(raw: SingleZip(sources: sources)).map { values in
                try resultSelector(\(casts))
            }
        }
    }

    extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
        /// Succeeds with the tuple of the elements of the \(arity) singles once every one has
        /// succeeded; the first error fails the result and disposes the others.
        ///
        /// ```
        /// source1:    --1|
        /// source2:    ----2|
        /// zip(...):   ----((1, 2)|)
        /// ```
        public static func zip<\(generics)>(
            \(parameters)
        ) -> Single<(\(generics))> {
            Single<(\(generics))>.zip(\(arguments)) { (\(tuple)) }
        }
    }
    """
}

func tests(_ arity: Int) -> String {
    let hot = list(arity, separator: "\n") {
        "        let xs\($0) = scheduler.createHotObservable([.next(\(200 + 10 * $0), \($0)), .completed(\(200 + 10 * $0))])"
    }
    let singles = list(arity) { "xs\($0).asSingle()" }
    let sum = list(arity, separator: " + ") { "$\($0 - 1)" }
    let elements = list(arity) { "$0.\($0 - 1)" }
    let total = (1...arity).reduce(0, +)
    let last = 200 + 10 * arity
    let subscriptions = list(arity, separator: "\n") {
        "        #expect(xs\($0).subscriptions == [Subscription(200, \(200 + 10 * $0))])"
    }
    let failingSubscriptions = list(arity, separator: "\n") {
        "        #expect(xs\($0).subscriptions == [Subscription(200, 205)])"
    }
    let failingHot = list(arity, separator: "\n") { index in
        index == arity
            ? "        let xs\(index) = scheduler.createHotObservable([.error(205, TestError()), .next(\(200 + 10 * index), \(index))])"
            : "        let xs\(index) = scheduler.createHotObservable([.next(\(200 + 10 * index), \(index)), .completed(\(200 + 10 * index))])"
    }
    return """
        @Test func zip\(arity)WithResultSelector() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Single.zip(\(singles)) { \(sum) } }
            #expect(res.events == [.next(\(last), \(total)), .completed(\(last))])
    \(subscriptions)
        }

        @Test func zip\(arity)AsTuple() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Single.zip(\(singles)).map { [\(elements)] } }
            #expect(res.events == [.next(\(last), Array(1...\(arity))), .completed(\(last))])
    \(subscriptions)
        }

        @Test func zip\(arity)FailsWithFirstError() {
            let scheduler = TestScheduler(initialClock: 0)
    \(failingHot)
            let res = scheduler.start { Single.zip(\(singles)) { \(sum) } }
            #expect(res.events == [.error(205, TestError())])
    \(failingSubscriptions)
        }

        @Test func zip\(arity)SelectorErrorFails() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Single.zip(\(singles)) { (\(list(arity) { _ in "_" })) -> Int in throw TestError() } }
            #expect(res.events == [.error(\(last), TestError())])
    \(subscriptions)
        }
    """
}

func maybeSource(_ arity: Int) -> String {
    let generics = list(arity) { "E\($0)" }
    let parameters = list(arity) { "_ source\($0): Maybe<E\($0)>" }
    let observables = list(arity) { "source\($0).asObservable()" }
    let arguments = list(arity) { "source\($0)" }
    let tuple = list(arity) { "$\($0 - 1)" }
    return """
    extension PrimitiveSequenceType where Trait == MaybeTrait {
        /// Succeeds with `resultSelector` applied to the elements of the \(arity) maybes once every
        /// one has succeeded; completes empty once every one has terminated and one of them was
        /// empty; the first error fails the result and disposes the others.
        ///
        /// ```
        /// source1:                   --1|
        /// source2:                   ----2|
        /// zip(...) { $0 + $1 ... }:  ----(3|)
        /// ```
        public static func zip<\(generics)>(
            \(parameters),
            resultSelector: @escaping (\(generics)) throws -> Element
        ) -> Maybe<Element> {
            Maybe(raw: Observable.zip(\(observables), resultSelector: resultSelector))
        }
    }

    extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
        /// Succeeds with the tuple of the elements of the \(arity) maybes once every one has
        /// succeeded; completes empty once every one has terminated and one of them was empty; the
        /// first error fails the result and disposes the others.
        ///
        /// ```
        /// source1:    --1|
        /// source2:    ----2|
        /// zip(...):   ----((1, 2)|)
        /// ```
        public static func zip<\(generics)>(
            \(parameters)
        ) -> Maybe<(\(generics))> {
            Maybe<(\(generics))>.zip(\(arguments)) { (\(tuple)) }
        }
    }
    """
}

func maybeTests(_ arity: Int) -> String {
    let hot = list(arity, separator: "\n") {
        "        let xs\($0) = scheduler.createHotObservable([.next(\(200 + 10 * $0), \($0)), .completed(\(200 + 10 * $0))])"
    }
    let maybes = list(arity) { "xs\($0).asMaybe()" }
    let sum = list(arity, separator: " + ") { "$\($0 - 1)" }
    let elements = list(arity) { "$0.\($0 - 1)" }
    let total = (1...arity).reduce(0, +)
    let last = 200 + 10 * arity
    let subscriptions = list(arity, separator: "\n") {
        "        #expect(xs\($0).subscriptions == [Subscription(200, \(200 + 10 * $0))])"
    }
    let emptyHot = list(arity, separator: "\n") { index in
        index == arity
            ? "        let xs\(index) = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])"
            : "        let xs\(index) = scheduler.createHotObservable([.next(\(200 + 10 * index), \(index)), .completed(\(200 + 10 * index))])"
    }
    let emptySubscriptions = list(arity, separator: "\n") { index in
        "        #expect(xs\(index).subscriptions == [Subscription(200, \(index == arity ? 205 : 200 + 10 * index))])"
    }
    let emptyEnd = 200 + 10 * (arity - 1)
    let failingHot = list(arity, separator: "\n") { index in
        index == arity
            ? "        let xs\(index) = scheduler.createHotObservable([.error(205, TestError()), .next(\(200 + 10 * index), \(index))])"
            : "        let xs\(index) = scheduler.createHotObservable([.next(\(200 + 10 * index), \(index)), .completed(\(200 + 10 * index))])"
    }
    let failingSubscriptions = list(arity, separator: "\n") {
        "        #expect(xs\($0).subscriptions == [Subscription(200, 205)])"
    }
    return """
        @Test func zip\(arity)WithResultSelector() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Maybe.zip(\(maybes)) { \(sum) } }
            #expect(res.events == [.next(\(last), \(total)), .completed(\(last))])
    \(subscriptions)
        }

        @Test func zip\(arity)AsTuple() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Maybe.zip(\(maybes)).map { [\(elements)] } }
            #expect(res.events == [.next(\(last), Array(1...\(arity))), .completed(\(last))])
    \(subscriptions)
        }

        @Test func zip\(arity)CompletesEmptyWhenOneIsEmpty() {
            let scheduler = TestScheduler(initialClock: 0)
    \(emptyHot)
            let res = scheduler.start { Maybe.zip(\(maybes)) { \(sum) } }
            #expect(res.events == [.completed(\(emptyEnd))])
    \(emptySubscriptions)
        }

        @Test func zip\(arity)FailsWithFirstError() {
            let scheduler = TestScheduler(initialClock: 0)
    \(failingHot)
            let res = scheduler.start { Maybe.zip(\(maybes)) { \(sum) } }
            #expect(res.events == [.error(205, TestError())])
    \(failingSubscriptions)
        }

        @Test func zip\(arity)SelectorErrorFails() {
            let scheduler = TestScheduler(initialClock: 0)
    \(hot)
            let res = scheduler.start { Maybe.zip(\(maybes)) { (\(list(arity) { _ in "_" })) -> Int in throw TestError() } }
            #expect(res.events == [.error(\(last), TestError())])
    \(subscriptions)
        }
    """
}

let header = "// Generated by Scripts/generate-single-zip.swift; edit the script, not this file.\n"

let sourceFile = header + "\n" + arities.map(source).joined(separator: "\n\n") + "\n"

let testFile = header + """

import Ripple
import RippleTest
import Testing

@Suite struct SingleZipArityTests {
\(arities.map(tests).joined(separator: "\n\n"))
}

"""

let maybeSourceFile = header + "\n" + arities.map(maybeSource).joined(separator: "\n\n") + "\n"

let maybeTestFile = header + """

import Ripple
import RippleTest
import Testing

@Suite struct MaybeZipArityTests {
\(arities.map(maybeTests).joined(separator: "\n\n"))
}

"""

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
try sourceFile.write(to: root.appendingPathComponent("Sources/Ripple/Traits/Single+Zip+arity.swift"), atomically: true, encoding: .utf8)
try testFile.write(to: root.appendingPathComponent("Tests/RippleTests/Traits/SingleZipArityTests.swift"), atomically: true, encoding: .utf8)
try maybeSourceFile.write(to: root.appendingPathComponent("Sources/Ripple/Traits/Maybe+Zip+arity.swift"), atomically: true, encoding: .utf8)
try maybeTestFile.write(to: root.appendingPathComponent("Tests/RippleTests/Traits/MaybeZipArityTests.swift"), atomically: true, encoding: .utf8)
print("Generated Single.zip and Maybe.zip for arities \(arities.lowerBound)...\(arities.upperBound)")
