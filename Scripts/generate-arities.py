#!/usr/bin/env python3
"""Generates the fixed-arity overloads (2 to 8 sources) of `combineLatest` and `zip`, of the
traits' `Single.zip` and `Maybe.zip`, of `Infallible.combineLatest` and `Infallible.zip`, and of
RippleCocoa's `SharedSequence.combineLatest` and `SharedSequence.zip` (`Driver`, `Signal`), with
their tests.

The overloads are thin typed wrappers. Observable's erase their sources to `Observable<Any>` (with
one helper, `erasedSources`, written to `ErasedSources+Arity.swift`) and hand them to the
operator's N-ary engine (`CombineLatest.swift`, `Zip.swift`), which holds all the
logic; the traits', Infallible's and SharedSequence's call Observable's and wrap the result.

Usage (from anywhere):
    python3 Scripts/generate-arities.py          # rewrite the generated files
    python3 Scripts/generate-arities.py --check  # exit 1 if a generated file is missing or stale
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARITIES = range(2, 9)
SCRIPT = "Scripts/generate-arities.py"

HEADER = f"""\
// GENERATED FILE: do not edit. It is written by {SCRIPT}.
// To change it, edit the script and run `python3 {SCRIPT}`;
// `python3 {SCRIPT} --check` fails when this file is out of date.
"""


def letters(count, start=0):
    return [chr(ord("a") + start + index) for index in range(count)]


def timeline(width, events):
    """One marble line: `events` maps a column to its symbol; the rest are dashes."""
    return "".join(events.get(column, "-") for column in range(width))


def marble_block(rows, legend):
    label_width = max(len(label) for label, _ in rows) + 1
    lines = ["```"]
    for index, (label, line) in enumerate(rows):
        suffix = f"    {legend}" if legend and index == len(rows) - 1 else ""
        lines.append(f"{(label + ':').ljust(label_width + 1)}{line}{suffix}")
    lines.append("```")
    return lines


def combine_latest_marbles(arity):
    """Source k emits its first letter at column k; source 1 emits again just after the last."""
    first = letters(arity)
    again = letters(1, start=arity)[0]
    end = arity + 3
    width = end + 1
    rows = []
    for index in range(arity):
        events = {index + 1: first[index], end: "|"}
        if index == 0:
            events[arity + 1] = again
        rows.append((f"source{index + 1}", timeline(width, events)))
    rows.append(("result", timeline(width, {arity: "x", arity + 1: "y", end: "|"})))
    legend = f"x = ({', '.join(first)}), y = ({', '.join([again] + first[1:])})"
    return marble_block(rows, legend)


def zip_marbles(arity):
    """Source k emits at columns k and arity + k; pairs appear when the last source catches up."""
    first = letters(arity)
    second = letters(arity, start=arity)
    end = 2 * arity + 2
    width = end + 1
    rows = []
    for index in range(arity):
        events = {index + 1: first[index], arity + index + 1: second[index], end: "|"}
        rows.append((f"source{index + 1}", timeline(width, events)))
    rows.append(("result", timeline(width, {arity: "x", 2 * arity: "y", end: "|"})))
    legend = f"x = ({', '.join(first)}), y = ({', '.join(second)})"
    return marble_block(rows, legend)


def doc(lines, indent="    "):
    return "\n".join(f"{indent}///" + (f" {line}" if line else "") for line in lines)


def generic_parameters(arity):
    return ", ".join(f"O{k}: ObservableType" for k in range(1, arity + 1))


def source_parameters(arity):
    return ", ".join(f"_ source{k}: O{k}" for k in range(1, arity + 1))


def element_types(arity):
    return ", ".join(f"O{k}.Element" for k in range(1, arity + 1))


def source_arguments(arity):
    return ", ".join(f"source{k}" for k in range(1, arity + 1))




def typed_values(arity):
    return ",\n".join(f"                    values[{k - 1}] as! O{k}.Element" for k in range(1, arity + 1))


def tuple_of_arguments(arity):
    return "(" + ", ".join(f"${k}" for k in range(arity)) + ")"


OPERATORS = {
    "combineLatest": {
        "engine": "CombineLatest",
        "engine_extra": "            form: .fixedArity,\n",
        "marbles": combine_latest_marbles,
        "selector_summary": [
            "Combines the latest elements of {n} sequences with `resultSelector` whenever any of them emits,",
            "once each has emitted at least once.",
        ],
        "tuple_summary": [
            "Combines the latest elements of {n} sequences into a tuple whenever any of them emits, once",
            "each has emitted at least once.",
        ],
        "terminal": [
            "Completes when every source has completed, or as soon as no combination can appear any more",
            "(a source emits while another has completed without emitting and all the rest have",
            "completed). Fails with the first error of a source or of `resultSelector`.",
        ],
        "tuple_terminal": [
            "Completes when every source has completed, or as soon as no combination can appear any",
            "more; fails with the first error of a source.",
        ],
    },
    "zip": {
        "engine": "Zip",
        "engine_extra": "            form: .fixedArity,\n",
        "marbles": zip_marbles,
        "selector_summary": [
            "Combines the n-th elements of {n} sequences with `resultSelector`, as soon as each has",
            "emitted its n-th element.",
        ],
        "tuple_summary": [
            "Combines the n-th elements of {n} sequences into a tuple, as soon as each has emitted its",
            "n-th element.",
        ],
        "terminal": [
            "Completes when every source has completed (elements still queued then are dropped); fails",
            "with the first error of a source or of `resultSelector`.",
        ],
        "tuple_terminal": [
            "Completes when every source has completed; fails with the first error of a source.",
        ],
    },
}


def generate_operator_source(name):
    spec = OPERATORS[name]
    parts = [HEADER]
    for arity in ARITIES:
        marbles = spec["marbles"](arity)
        selector_doc = [line.format(n=arity) for line in spec["selector_summary"]] + [""] + spec["terminal"] + [""] + marbles
        tuple_doc = [line.format(n=arity) for line in spec["tuple_summary"]] + [""] + spec["tuple_terminal"] + [""] + marbles
        parts.append(f"""
// MARK: - {arity} sources

extension ObservableType {{
{doc(selector_doc)}
    public static func {name}<{generic_parameters(arity)}>(
        {source_parameters(arity)},
        resultSelector: @escaping ({element_types(arity)}) throws -> Element
    ) -> Observable<Element> {{
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        {spec["engine"]}(
            sources: erasedSources({source_arguments(arity)}),
{spec["engine_extra"]}            resultSelector: {{ values in
                try resultSelector(
{typed_values(arity)}
                )
            }}
        )
    }}
}}

extension ObservableType where Element == Any {{
{doc(tuple_doc)}
    public static func {name}<{generic_parameters(arity)}>(
        {source_parameters(arity)}
    ) -> Observable<({element_types(arity)})> {{
        Observable<({element_types(arity)})>.{name}({source_arguments(arity)}) {{ {tuple_of_arguments(arity)} }}
    }}
}}
""")
    return "".join(parts)


def generate_erased_sources_source():
    return HEADER + """
/// The sources of a fixed-arity `combineLatest` or `zip`, in order, their elements erased to
/// `Any` for the operator's N-ary engine, which hands source k's elements back at index k - 1.
func erasedSources<each Source: ObservableType>(_ source: repeat each Source) -> [Observable<Any>] {
    var sources: [Observable<Any>] = []
    for source in repeat each source {
        sources.append(ErasedElements(source: source.asObservable()))
    }
    return sources
}
"""


# Tests ------------------------------------------------------------------------------------------


def swift_events(events):
    """`events` is a list of (kind, time, value) tuples."""
    rendered = []
    for kind, time, value in events:
        if kind == "next":
            rendered.append(f".next({time}, {value})")
        elif kind == "completed":
            rendered.append(f".completed({time})")
        else:
            rendered.append(f".error({time}, TestError())")
    return "[" + ", ".join(rendered) + "]"


def array_literal(values):
    return "[" + ", ".join(str(value) for value in values) + "]"


def hot_observables(sources):
    return "\n".join(
        f"            let e{index} = scheduler.createHotObservable({swift_events(events)})"
        for index, events in enumerated(sources)
    )


def enumerated(items):
    return list(enumerate(items))


def subscriptions_checks(intervals):
    return "\n".join(
        f"            #expect(e{index}.subscriptions == [Subscription({start}, {end})])"
        for index, (start, end) in enumerated(intervals)
    )


def factories(name, arity, result_type="[Int]"):
    params = ", ".join(f"e{k}" for k in range(arity))
    observable_types = ", ".join("TestableObservable<Int>" for _ in range(arity))
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    tuple_elements = "[" + ", ".join(f"$0.{k}" for k in range(arity)) + "]"
    return f"""        let factories: [({observable_types}) -> Observable<{result_type}>] = [
            {{ {params} in Observable.{name}({params}) {{ {selector} }} }},
            {{ {params} in Observable.{name}({params}).map {{ {tuple_elements} }} }},
        ]"""


def scenario_test(name, test_name, arity, sources, expected, intervals):
    params = ", ".join(f"e{k}" for k in range(arity))
    return f"""
    @Test func {test_name}() {{
{factories(name, arity)}
        for factory in factories {{
            let scheduler = TestScheduler(initialClock: 0)
{hot_observables(sources)}
            let res = scheduler.start {{ factory({params}) }}
            #expect(res.events == {swift_events(expected)})
{subscriptions_checks(intervals)}
        }}
    }}
"""


def throwing_test(name, test_name, arity, sources, expected, intervals):
    params = ", ".join(f"e{k}" for k in range(arity))
    ignored = ", ".join("_" for _ in range(arity))
    return f"""
    @Test func {test_name}() {{
        let scheduler = TestScheduler(initialClock: 0)
{hot_observables(sources).replace("            let", "        let")}
        let res = scheduler.start {{
            Observable.{name}({params}) {{ {ignored} throws -> Int in throw TestError() }}
        }}
        #expect(res.events == {swift_events(expected)})
{subscriptions_checks(intervals).replace("            #expect", "        #expect")}
    }}
"""


def synchronous_test(name, test_name, arity):
    justs = ", ".join(f"Observable.just({k + 1})" for k in range(arity))
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    tuple_elements = "[" + ", ".join(f"$0.{k}" for k in range(arity)) + "]"
    expected = array_literal(range(1, arity + 1))
    return f"""
    @Test func {test_name}() {{
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.{name}({justs}) {{ {selector} }}.subscribe {{ withSelector.append($0) }}
        _ = Observable.{name}({justs}).map {{ {tuple_elements} }}.subscribe {{ withTuple.append($0) }}
        #expect(withSelector == [.next({expected}), .completed])
        #expect(withTuple == [.next({expected}), .completed])
    }}
"""


def logged_factories(name, arity):
    params = ", ".join(f"e{k}" for k in range(arity))
    observable_types = ", ".join("Observable<Int>" for _ in range(arity))
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    tuple_elements = "[" + ", ".join(f"$0.{k}" for k in range(arity)) + "]"
    return f"""        let factories: [({observable_types}) -> Observable<[Int]>] = [
            {{ {params} in Observable.{name}({params}) {{ {selector} }} }},
            {{ {params} in Observable.{name}({params}).map {{ {tuple_elements} }} }},
        ]"""


def ends_test(name, test_name, arity, sources, expected, log, intervals):
    """A scenario whose sources log their disposal (`ek.dispose`) in the log the deliveries go to."""
    params = ", ".join(f"e{k}" for k in range(arity))
    logged = ", ".join(f'log.disposal(of: e{k}.asObservable(), as: "e{k}")' for k in range(arity))
    entries = ",\n".join(f'                "{entry}"' for entry in log)
    return f"""
    @Test func {test_name}() {{
{logged_factories(name, arity)}
        for factory in factories {{
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
{hot_observables(sources)}
            let res = scheduler.start(logging: log) {{ factory({logged}) }}
            #expect(res.events == {swift_events(expected)})
            #expect(log.entries == [
{entries},
            ])
{subscriptions_checks(intervals)}
        }}
    }}
"""


def ends_tests(name, n):
    """As RxSwift's fixed-arity overloads: a source that ends is unsubscribed before its end is
    handled, so the last completion and an error dispose that source before the result ends."""
    first = "out <- next(" + array_literal(range(1, n + 1)) + ")"
    tests = []
    sources = [[("next", 210 + 10 * k, k + 1), ("completed", 300 + 10 * k, None)] for k in range(n)]
    expected = [("next", 200 + 10 * n, array_literal(range(1, n + 1))), ("completed", 300 + 10 * (n - 1), None)]
    log = [first] + [f"e{k}.dispose" for k in range(n)] + ["out <- completed"]
    tests.append(ends_test(name, f"unsubscribesTheLastSourceBeforeCompleting{n}", n, sources, expected, log, [(200, 300 + 10 * k) for k in range(n)]))
    sources = [[("next", 210 + 10 * k, k + 1), ("completed", 500, None)] for k in range(n - 1)]
    sources.append([("next", 200 + 10 * n, n), ("error", 300, None)])
    expected = [("next", 200 + 10 * n, array_literal(range(1, n + 1))), ("error", 300, None)]
    log = [first, f"e{n - 1}.dispose", "out <- error(test error)"] + [f"e{k}.dispose" for k in range(n - 1)]
    tests.append(ends_test(name, f"unsubscribesAFailingSourceBeforeFailing{n}", n, sources, expected, log, [(200, 300)] * n))
    return "".join(tests)


def combine_latest_typical(n):
    """Each source emits once in turn, then each emits again in turn; all complete together."""
    sources = [
        [("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("next", 410 + 10 * k, 10 * (k + 1)), ("completed", 800, None)]
        for k in range(n)
    ]
    expected = [("next", 200 + 10 * n, array_literal(range(1, n + 1)))]
    for k in range(n):
        values = [10 * (j + 1) if j <= k else j + 1 for j in range(n)]
        expected.append(("next", 410 + 10 * k, array_literal(values)))
    expected.append(("completed", 800, None))
    return sources, expected, [(200, 800)] * n


def zip_symmetric(n):
    """Each source emits twice; pairs appear when the last source emits; all complete together."""
    sources = [
        [("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("next", 310 + 10 * k, 10 * (k + 1)), ("completed", 400, None)]
        for k in range(n)
    ]
    expected = [
        ("next", 200 + 10 * n, array_literal(range(1, n + 1))),
        ("next", 300 + 10 * n, array_literal([10 * (k + 1) for k in range(n)])),
        ("completed", 400, None),
    ]
    return sources, expected, [(200, 400)] * n


def combine_latest_tests(arity):
    n = arity
    tests = []
    sources, expected, intervals = combine_latest_typical(n)
    tests.append(scenario_test("combineLatest", f"typical{n}", n, sources, expected, intervals))
    # Sources that complete without emitting: completion when the last one completes.
    sources = [[("next", 150, 0), ("completed", 210 + 10 * k, None)] for k in range(n)]
    expected = [("completed", 200 + 10 * n, None)]
    tests.append(scenario_test("combineLatest", f"empty{n}", n, sources, expected, [(200, 210 + 10 * k) for k in range(n)]))
    # All but the last complete without emitting; the last one's first element ends the sequence.
    sources = [[("next", 150, 0), ("completed", 250 + 10 * k, None)] for k in range(n - 1)]
    sources.append([("next", 150, 0), ("next", 500, 2), ("completed", 800, None)])
    expected = [("completed", 500, None)]
    intervals = [(200, 250 + 10 * k) for k in range(n - 1)] + [(200, 500)]
    tests.append(scenario_test("combineLatest", f"willNeverBeAbleToCombine{n}", n, sources, expected, intervals))
    # The selector throws on the first combination.
    sources = [[("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("completed", 400, None)] for k in range(n)]
    expected = [("error", 200 + 10 * n, None)]
    tests.append(throwing_test("combineLatest", f"selectorThrows{n}", n, sources, expected, [(200, 200 + 10 * n)] * n))
    tests.append(synchronous_test("combineLatest", f"synchronousSources{n}", n))
    tests.append(ends_tests("combineLatest", n))
    return "".join(tests)


def zip_tests(arity):
    n = arity
    tests = []
    sources, expected, intervals = zip_symmetric(n)
    tests.append(scenario_test("zip", f"symmetric{n}", n, sources, expected, intervals))
    # Source k emits k + 1 elements and completes one tick later; the result completes only when
    # the last source completes, although the first one has nothing left to pair long before.
    sources = []
    for k in range(n):
        events = [("next", 150, 0)] + [("next", 210 + 10 * j, 5 + j) for j in range(k + 1)]
        events.append(("completed", 220 + 10 * k, None))
        sources.append(events)
    expected = [("next", 210, array_literal([5] * n)), ("completed", 210 + 10 * n, None)]
    tests.append(scenario_test("zip", f"completesWhenAllComplete{n}", n, sources, expected, [(200, 220 + 10 * k) for k in range(n)]))
    # Sources that complete without emitting.
    sources = [[("next", 150, 0), ("completed", 210 + 10 * k, None)] for k in range(n)]
    expected = [("completed", 200 + 10 * n, None)]
    tests.append(scenario_test("zip", f"empty{n}", n, sources, expected, [(200, 210 + 10 * k) for k in range(n)]))
    # The selector throws on the first pair.
    sources = [[("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("completed", 400, None)] for k in range(n)]
    expected = [("error", 200 + 10 * n, None)]
    tests.append(throwing_test("zip", f"selectorThrows{n}", n, sources, expected, [(200, 200 + 10 * n)] * n))
    tests.append(synchronous_test("zip", f"synchronousSources{n}", n))
    tests.append(ends_tests("zip", n))
    return "".join(tests)


BOTH_FORMS = [
    "Each scenario runs with a result selector and with the tuple overload (mapped to an array), so",
    "the order of the elements is checked too.",
]


def generate_tests(suite, summary, body):
    parts = [HEADER, f"""
import Ripple
import RippleTest
import Testing

{doc(summary, indent="")}
@Suite struct {suite} {{"""]
    for arity in ARITIES:
        parts.append(f"\n    // MARK: - {arity} sources\n")
        parts.append(body(arity))
    parts.append("}\n")
    return "".join(parts)


# Trait zips -------------------------------------------------------------------------------------


TRAITS = {
    "Single": {
        "trait": "SingleTrait",
        "plural": "singles",
        "convert": "asSingle",
        "selector_summary": [
            "Succeeds with `resultSelector` applied to the elements of the {n} singles once every one",
            "has succeeded; the first error fails the result and disposes the others.",
        ],
        "tuple_summary": [
            "Succeeds with the tuple of the elements of the {n} singles once every one has succeeded;",
            "the first error fails the result and disposes the others.",
        ],
    },
    "Maybe": {
        "trait": "MaybeTrait",
        "plural": "maybes",
        "convert": "asMaybe",
        "selector_summary": [
            "Succeeds with `resultSelector` applied to the elements of the {n} maybes once every one",
            "has succeeded; completes empty once every one has terminated and one of them was empty;",
            "the first error fails the result and disposes the others.",
        ],
        "tuple_summary": [
            "Succeeds with the tuple of the elements of the {n} maybes once every one has succeeded;",
            "completes empty once every one has terminated and one of them was empty; the first error",
            "fails the result and disposes the others.",
        ],
    },
}


def trait_generics(arity):
    return ", ".join(f"E{k}" for k in range(1, arity + 1))


def trait_zip_marbles(arity, with_selector):
    """Source k succeeds with k at column 2k; the result succeeds with the sum (or the tuple) with the last."""
    numbers = range(1, arity + 1)
    rows = [(f"source{k}", "-" * (2 * k) + f"({k}|)") for k in numbers]
    if with_selector:
        label = "zip(...) { " + " + ".join(f"${k - 1}" for k in numbers) + " }"
        outcome = str(sum(numbers))
    else:
        label = "zip(...)"
        outcome = "(" + ", ".join(str(k) for k in numbers) + ")"
    rows.append((label, "-" * (2 * arity) + f"({outcome}|)"))
    return marble_block(rows, "")


def generate_trait_zip_source(trait):
    spec = TRAITS[trait]
    parts = [HEADER]
    for arity in ARITIES:
        generics = trait_generics(arity)
        parameters = ", ".join(f"_ source{k}: {trait}<E{k}>" for k in range(1, arity + 1))
        observables = ", ".join(f"source{k}.asObservable()" for k in range(1, arity + 1))
        selector_doc = [line.format(n=arity) for line in spec["selector_summary"]] + [""] + trait_zip_marbles(arity, True)
        tuple_doc = [line.format(n=arity) for line in spec["tuple_summary"]] + [""] + trait_zip_marbles(arity, False)
        parts.append(f"""
// MARK: - {arity} sources

extension PrimitiveSequenceType where Trait == {spec["trait"]} {{
{doc(selector_doc)}
    public static func zip<{generics}>(
        {parameters},
        resultSelector: @escaping ({generics}) throws -> Element
    ) -> {trait}<Element> {{
        {trait}(raw: Observable.zip({observables}, resultSelector: resultSelector))
    }}
}}

extension PrimitiveSequenceType where Trait == {spec["trait"]}, Element == Any {{
{doc(tuple_doc)}
    public static func zip<{generics}>(
        {parameters}
    ) -> {trait}<({generics})> {{
        {trait}<({generics})>.zip({source_arguments(arity)}) {{ {tuple_of_arguments(arity)} }}
    }}
}}
""")
    return "".join(parts)


def trait_zip_tests(trait, arity):
    convert = TRAITS[trait]["convert"]
    numbers = range(1, arity + 1)
    last = 200 + 10 * arity

    def hot(index, events):
        return f"        let xs{index} = scheduler.createHotObservable({events})"

    def succeeding(index):
        return hot(index, f"[.next({200 + 10 * index}, {index}), .completed({200 + 10 * index})]")

    def subscriptions(end):
        return "\n".join(f"        #expect(xs{k}.subscriptions == [Subscription(200, {end(k)})])" for k in numbers)

    def test(name, sources, call, expected, ends):
        return f"""
    @Test func zip{arity}{name}() {{
        let scheduler = TestScheduler(initialClock: 0)
{chr(10).join(sources)}
        let res = scheduler.start {{ {call} }}
        #expect(res.events == {expected})
{subscriptions(ends)}
    }}
"""

    traits = ", ".join(f"xs{k}.{convert}()" for k in numbers)
    with_sum = f"{trait}.zip({traits}) {{ {' + '.join(f'${k - 1}' for k in numbers)} }}"
    as_tuple = f"{trait}.zip({traits}).map {{ [{', '.join(f'$0.{k - 1}' for k in numbers)}] }}"
    throwing = f"{trait}.zip({traits}) {{ ({', '.join('_' for _ in numbers)}) -> Int in throw TestError() }}"
    all_succeed = [succeeding(k) for k in numbers]
    own_end = lambda k: 200 + 10 * k
    last_one = lambda events: [succeeding(k) for k in numbers if k < arity] + [hot(arity, events)]
    tests = [
        test("WithResultSelector", all_succeed, with_sum, f"[.next({last}, {sum(numbers)}), .completed({last})]", own_end),
        test("AsTuple", all_succeed, as_tuple, f"[.next({last}, Array(1...{arity})), .completed({last})]", own_end),
    ]
    if trait == "Maybe":
        tests.append(test(
            "CompletesEmptyWhenOneIsEmpty",
            last_one("[.completed(205)] as [Recorded<Event<Int>>]"),
            with_sum,
            f"[.completed({200 + 10 * (arity - 1)})]",
            lambda k: 205 if k == arity else 200 + 10 * k,
        ))
    tests.append(test(
        "FailsWithFirstError",
        last_one(f"[.error(205, TestError()), .next({last}, {arity})]"),
        with_sum,
        "[.error(205, TestError())]",
        lambda k: 205,
    ))
    tests.append(test("SelectorErrorFails", all_succeed, throwing, f"[.error({last}, TestError())]", own_end))
    return "".join(tests)


# Infallible combineLatest and zip ---------------------------------------------------------------


INFALLIBLE = {
    "combineLatest": {
        # As in RxSwift: on `Infallible`, over any `InfallibleType` sources.
        "extension": "Infallible",
        "generics": lambda arity: ", ".join(f"I{k}: InfallibleType" for k in range(1, arity + 1)),
        "parameters": lambda arity: ", ".join(f"_ source{k}: I{k}" for k in range(1, arity + 1)),
        "elements": lambda arity: ", ".join(f"I{k}.Element" for k in range(1, arity + 1)),
        "marbles": combine_latest_marbles,
        "summary": [
            "Combines the latest elements of {n} infallibles with `resultSelector` whenever any of them",
            "emits, once each has emitted at least once; see `ObservableType.combineLatest`.",
            "",
            "Completes when every source has completed, or as soon as no combination can appear any",
            "more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).",
        ],
        "scenario": combine_latest_typical,
        "tuple_summary": [
            "Combines the latest elements of {n} infallibles into tuples whenever any of them emits, once",
            "each has emitted at least once; see `ObservableType.combineLatest`.",
        ],
    },
    "zip": {
        # As in RxSwift: on `InfallibleType`, over `Infallible` sources.
        "extension": "InfallibleType",
        "generics": lambda arity: ", ".join(f"E{k}" for k in range(1, arity + 1)),
        "parameters": lambda arity: ", ".join(f"_ source{k}: Infallible<E{k}>" for k in range(1, arity + 1)),
        "elements": lambda arity: ", ".join(f"E{k}" for k in range(1, arity + 1)),
        "marbles": zip_marbles,
        "summary": [
            "Combines the n-th elements of {n} infallibles with `resultSelector`, as soon as each has",
            "emitted its n-th element; see `ObservableType.zip`.",
            "",
            "Completes when every source has completed. An error `resultSelector` throws ends the result,",
            "as in RxSwift (see ``Infallible``).",
        ],
        "scenario": zip_symmetric,
    },
}


def generate_infallible_source(name):
    spec = INFALLIBLE[name]
    parts = [HEADER]
    for arity in ARITIES:
        summary = [line.format(n=arity) for line in spec["summary"]]
        observables = ", ".join(f"source{k}.asObservable()" for k in range(1, arity + 1))
        parts.append(f"""
// MARK: - {arity} sources

extension {spec["extension"]} {{
{doc(summary + [""] + spec["marbles"](arity))}
    public static func {name}<{spec["generics"](arity)}>(
        {spec["parameters"](arity)},
        resultSelector: @escaping ({spec["elements"](arity)}) throws -> Element
    ) -> Infallible<Element> {{
        Infallible(Observable.{name}({observables}, resultSelector: resultSelector))
    }}
}}
""")
        if "tuple_summary" in spec:
            tuple_summary = [line.format(n=arity) for line in spec["tuple_summary"]]
            sources = ", ".join(f"source{k}" for k in range(1, arity + 1))
            parts.append(f"""
extension InfallibleType where Element == Any {{
{doc(tuple_summary + [""] + spec["marbles"](arity))}
    public static func {name}<{spec["generics"](arity)}>(
        {spec["parameters"](arity)}
    ) -> Infallible<({spec["elements"](arity)})> {{
        Infallible.{name}({sources}) {{ {tuple_of_arguments(arity)} }}
    }}
}}
""")
    return "".join(parts)


def infallible_tests(name, arity):
    n = arity
    sources, expected, intervals = INFALLIBLE[name]["scenario"](n)
    infallibles = ", ".join(f"e{k}.asInfallible(onErrorJustReturn: -1)" for k in range(n))
    justs = ", ".join(f"Infallible.just({k + 1})" for k in range(n))
    selector = "[" + ", ".join(f"${k}" for k in range(n)) + "]"
    return f"""
    @Test func {name}{n}() {{
        let scheduler = TestScheduler(initialClock: 0)
{hot_observables(sources).replace("            let", "        let")}
        let res = scheduler.start {{
            Infallible.{name}({infallibles}) {{ {selector} }}
        }}
        #expect(res.events == {swift_events(expected)})
{subscriptions_checks(intervals).replace("            #expect", "        #expect")}
    }}

    @Test func {name}SynchronousSources{n}() {{
        var events: [Event<[Int]>] = []
        _ = Infallible.{name}({justs}) {{ {selector} }}.asObservable().subscribe {{ events.append($0) }}
        #expect(events == [.next({array_literal(range(1, n + 1))}), .completed])
    }}
""" + (infallible_tuple_test(name, n, sources, expected, intervals) if "tuple_summary" in INFALLIBLE[name] else "")


def infallible_tuple_test(name, n, sources, expected, intervals):
    infallibles = ", ".join(f"e{k}.asInfallible(onErrorJustReturn: -1)" for k in range(n))
    to_array = "[" + ", ".join(f"$0.{k}" for k in range(n)) + "]"
    return f"""
    @Test func {name}TupleForm{n}() {{
        let scheduler = TestScheduler(initialClock: 0)
{hot_observables(sources).replace("            let", "        let")}
        let res = scheduler.start {{
            Infallible.{name}({infallibles}).map {{ {to_array} }}
        }}
        #expect(res.events == {swift_events(expected)})
{subscriptions_checks(intervals).replace("            #expect", "        #expect")}
    }}
"""


# SharedSequence combineLatest and zip (RippleCocoa) ----------------------------------------------


SHARED_SEQUENCE = {
    # As in RxCocoa: combineLatest results keep `SharingStrategy`, zip results `O1.SharingStrategy`
    # (the same type, spelled as RxCocoa spells it).
    "combineLatest": {
        "result_strategy": "SharingStrategy",
        "marbles": combine_latest_marbles,
        "summary": [
            "Combines the latest elements of {n} shared sequences of one strategy with `resultSelector`",
            "whenever any of them emits, once each has emitted at least once; see",
            "`ObservableType.combineLatest`.",
        ],
        "tuple_summary": [
            "Combines the latest elements of {n} shared sequences of one strategy into a tuple whenever",
            "any of them emits, once each has emitted at least once.",
        ],
        "terminal": [
            "Completes when every source has completed, or as soon as no combination can appear any",
            "more. A shared sequence never fails: an error `resultSelector` throws goes to",
            "`Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).",
        ],
        "tuple_terminal": [
            "Completes when every source has completed, or as soon as no combination can appear any",
            "more.",
        ],
    },
    "zip": {
        "result_strategy": "O1.SharingStrategy",
        "marbles": zip_marbles,
        "summary": [
            "Combines the n-th elements of {n} shared sequences of one strategy with `resultSelector`,",
            "as soon as each has emitted its n-th element; see `ObservableType.zip`.",
        ],
        "tuple_summary": [
            "Combines the n-th elements of {n} shared sequences of one strategy into a tuple, as soon as",
            "each has emitted its n-th element.",
        ],
        "terminal": [
            "Completes when every source has completed. A shared sequence never fails: an error",
            "`resultSelector` throws goes to `Hooks.defaultErrorHandler` and the result completes",
            "(RxCocoa's fails).",
        ],
        "tuple_terminal": [
            "Completes when every source has completed.",
        ],
    },
}


def shared_generics(arity):
    return ", ".join(f"O{k}: SharedSequenceConvertibleType" for k in range(1, arity + 1))


def shared_strategy_constraints(arity):
    return ", ".join(["SharingStrategy == O1.SharingStrategy"] + [f"O{k - 1}.SharingStrategy == O{k}.SharingStrategy" for k in range(2, arity + 1)])


def generate_shared_sequence_source(name):
    spec = SHARED_SEQUENCE[name]
    strategy = spec["result_strategy"]
    parts = [HEADER, "\nimport Ripple\n"]
    for arity in ARITIES:
        marbles = spec["marbles"](arity)
        selector_doc = [line.format(n=arity) for line in spec["summary"]] + [""] + spec["terminal"] + [""] + marbles
        tuple_doc = [line.format(n=arity) for line in spec["tuple_summary"]] + [""] + spec["tuple_terminal"] + [""] + marbles
        observables = ", ".join(f"source{k}.asObservable()" for k in range(1, arity + 1))
        parts.append(f"""
// MARK: - {arity} sources

extension SharedSequence {{
{doc(selector_doc)}
    public static func {name}<{shared_generics(arity)}>(
        {source_parameters(arity)},
        resultSelector: @escaping ({element_types(arity)}) throws -> Element
    ) -> SharedSequence<{strategy}, Element> where {shared_strategy_constraints(arity)} {{
        SharedSequence<{strategy}, Element>(
            Observable.{name}({observables}, resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "{name}'s resultSelector")
        )
    }}
}}

extension SharedSequenceConvertibleType where Element == Any {{
{doc(tuple_doc)}
    public static func {name}<{shared_generics(arity)}>(
        {source_parameters(arity)}
    ) -> SharedSequence<{strategy}, ({element_types(arity)})> where {shared_strategy_constraints(arity)} {{
        SharedSequence<{strategy}, ({element_types(arity)})>(
            Observable.{name}({observables}) {{ {tuple_of_arguments(arity)} }}
        )
    }}
}}
""")
    return "".join(parts)


def shared_factories(name, arity):
    params = ", ".join(f"e{k}" for k in range(arity))
    observable_types = ", ".join("TestableObservable<Int>" for _ in range(arity))
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    tuple_elements = "[" + ", ".join(f"$0.{k}" for k in range(arity)) + "]"
    lines = []
    for trait, convert in (("Driver", "asDriver"), ("Signal", "asSignal")):
        sources = ", ".join(f"e{k}.{convert}(onErrorJustReturn: -1)" for k in range(arity))
        lines.append(f"            {{ {params} in {trait}.{name}({sources}) {{ {selector} }}.asObservable() }},")
        lines.append(f"            {{ {params} in {trait}.{name}({sources}).map {{ {tuple_elements} }}.asObservable() }},")
    return f"""        let factories: [({observable_types}) -> Observable<[Int]>] = [
{chr(10).join(lines)}
        ]"""


def shared_scenario_test(name, test_name, arity, sources, expected, intervals, disposed=None):
    params = ", ".join(f"e{k}" for k in range(arity))
    start = f"scheduler.start(disposed: {disposed}) {{ factory({params}) }}" if disposed else f"scheduler.start {{ factory({params}) }}"
    checks = "\n".join(
        f"                #expect(e{index}.subscriptions == [Subscription({begin}, {end})])"
        for index, (begin, end) in enumerated(intervals)
    )
    hot = hot_observables(sources).replace("            let", "            let")
    return f"""
    @Test func {test_name}() {{
{shared_factories(name, arity)}
        for factory in factories {{
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
{hot}
            SharingScheduler.mock(scheduler: scheduler) {{
                let res = {start}
                #expect(res.events == {swift_events(expected)})
{checks}
            }}
        }}
    }}
"""


def shared_justs_test(name, arity):
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    lines = []
    for trait in ("Driver", "Signal"):
        justs = ", ".join(f"{trait}.just({k + 1})" for k in range(arity))
        lines.append(f"            {{ {trait}.{name}({justs}) {{ {selector} }}.asObservable() }},")
    expected = array_literal(range(1, arity + 1))
    return f"""
    @Test func justs{arity}() {{
        let factories: [() -> Observable<[Int]>] = [
{chr(10).join(lines)}
        ]
        for factory in factories {{
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {{
                let res = scheduler.start {{ factory() }}
                #expect(res.events == [.next(200, {expected}), .completed(200)])
            }}
        }}
    }}
"""


def shared_throwing_test(name, arity):
    """Source 0's second element makes the selector throw: reported, and the result completes."""
    params = ", ".join(f"e{k}" for k in range(arity))
    observable_types = ", ".join("TestableObservable<Int>" for _ in range(arity))
    selector = "[" + ", ".join(f"${k}" for k in range(arity)) + "]"
    lines = []
    for trait, convert in (("Driver", "asDriver"), ("Signal", "asSignal")):
        sources = ", ".join(f"e{k}.{convert}(onErrorJustReturn: -1)" for k in range(arity))
        lines.append(f"                {{ {params} in {trait}.{name}({sources}) {{ try failingOnSecondRound({selector}) }}.asObservable() }},")
    # zip needs a second element from every source for a second round; combineLatest does not.
    second = (lambda k: [("next", 300 + 10 * k, 10 * (k + 1))]) if name == "zip" else (lambda k: [])
    sources = [[("next", 210, 1), ("next", 400, 2), ("completed", 900, None)]]
    sources += [[("next", 210 + 10 * k, k + 1)] + second(k) + [("completed", 900, None)] for k in range(1, arity)]
    expected = [("next", 200 + 10 * arity, array_literal(range(1, arity + 1))), ("completed", 400, None)]
    hot = "\n".join(
        f"                let e{index} = scheduler.createHotObservable({swift_events(events)})"
        for index, events in enumerated(sources)
    )
    checks = "\n".join(f"                    #expect(e{k}.subscriptions == [Subscription(200, 400)])" for k in range(arity))
    return f"""
    @Test func throwingSelectorIsReportedAndCompletes{arity}() {{
        let reported = SharedLog()
        withHooks(defaultErrorHandler: {{ _, error in reported.append("\\(error)") }}) {{
            let factories: [({observable_types}) -> Observable<[Int]>] = [
{chr(10).join(lines)}
            ]
            for factory in factories {{
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
{hot}
                SharingScheduler.mock(scheduler: scheduler) {{
                    let res = scheduler.start {{ factory({params}) }}
                    #expect(res.events == {swift_events(expected)})
{checks}
                }}
            }}
        }}
        #expect(reported.entries.filter {{ $0.contains("second round") }} == [
            "Unexpected error in {name}'s resultSelector: second round",
            "Unexpected error in {name}'s resultSelector: second round",
        ])
    }}
"""


def shared_fallback_scenario(name, n):
    """Source 0 fails: its conversion's fallback (-1) takes part, and its completion follows."""
    if name == "combineLatest":
        sources = [[("next", 150, 0), ("next", 210, 1), ("error", 400, None)]]
        sources += [[("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("completed", 500, None)] for k in range(1, n)]
        expected = [
            ("next", 200 + 10 * n, array_literal(range(1, n + 1))),
            ("next", 400, array_literal([-1] + list(range(2, n + 1)))),
            ("completed", 500, None),
        ]
        return sources, expected, [(200, 400)] + [(200, 500)] * (n - 1)
    sources = [[("next", 150, 0), ("next", 210, 1), ("error", 300, None)]]
    sources += [
        [("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("next", 310 + 10 * k, 10 * (k + 1)), ("completed", 400, None)]
        for k in range(1, n)
    ]
    expected = [
        ("next", 200 + 10 * n, array_literal(range(1, n + 1))),
        ("next", 300 + 10 * n, array_literal([-1] + [10 * (k + 1) for k in range(1, n)])),
        ("completed", 400, None),
    ]
    return sources, expected, [(200, 300)] + [(200, 400)] * (n - 1)


def shared_sequence_tests(name, arity):
    n = arity
    typical = combine_latest_typical if name == "combineLatest" else zip_symmetric
    tests = []
    sources, expected, intervals = typical(n)
    tests.append(shared_scenario_test(name, f"typical{n}", n, sources, expected, intervals))
    sources, expected, intervals = shared_fallback_scenario(name, n)
    tests.append(shared_scenario_test(name, f"failingSourceFallsBack{n}", n, sources, expected, intervals))
    sources = [[("next", 150, 0), ("next", 210 + 10 * k, k + 1), ("completed", 900, None)] for k in range(n)]
    disposed = 205 + 10 * n
    expected = [("next", 200 + 10 * n, array_literal(range(1, n + 1)))]
    tests.append(shared_scenario_test(name, f"disposedInTheMiddle{n}", n, sources, expected, [(200, disposed)] * n, disposed))
    tests.append(shared_justs_test(name, n))
    tests.append(shared_throwing_test(name, n))
    return "".join(tests)


def generate_shared_sequence_tests(name, suite, summary):
    parts = [HEADER, f"""
import Ripple
import RippleCocoa
import RippleTest
import Testing

{doc(summary, indent="")}
@Suite struct {suite} {{"""]
    for arity in ARITIES:
        parts.append(f"\n    // MARK: - {arity} sources\n")
        parts.append(shared_sequence_tests(name, arity))
    parts.append("""}

/// The selector of the throwing tests: the sources' elements, until source 0 sends its second one.
private func failingOnSecondRound(_ elements: [Int]) throws -> [Int] {
    if elements[0] > 1 {
        throw TestError(name: "second round")
    }
    return elements
}
""")
    return "".join(parts)


SHARED_SEQUENCE_TEST_SUMMARY = [
    "Every fixed-arity `{name}` overload of `SharedSequence`, for `Driver` and `Signal`, with a result",
    "selector and as a tuple (mapped to an array), under `SharingScheduler.mock` in virtual time:",
    "the typical scenario, a failing source whose conversion falls back to -1, disposal in the",
    "middle, `just` sources, and a selector that throws (reported; the result completes).",
]


FILES = {
    "Sources/Ripple/Operators/Combining/CombineLatest+Arity.swift": lambda: generate_operator_source("combineLatest"),
    "Sources/Ripple/Operators/Combining/Zip+Arity.swift": lambda: generate_operator_source("zip"),
    "Sources/Ripple/Operators/Combining/ErasedSources+Arity.swift": generate_erased_sources_source,
    "Tests/RippleTests/Operators/Combining/CombineLatest+ArityTests.swift": lambda: generate_tests(
        "CombineLatestArityTests",
        ["Every fixed-arity `combineLatest` overload, with RxSwift's arity scenarios and the order in",
         "which a source's end and its disposal reach the log."] + BOTH_FORMS,
        combine_latest_tests,
    ),
    "Tests/RippleTests/Operators/Combining/Zip+ArityTests.swift": lambda: generate_tests(
        "ZipArityTests",
        ["Every fixed-arity `zip` overload, with RxSwift's arity scenarios and the order in which a",
         "source's end and its disposal reach the log."] + BOTH_FORMS,
        zip_tests,
    ),
    "Sources/Ripple/Traits/Single+Zip+Arity.swift": lambda: generate_trait_zip_source("Single"),
    "Sources/Ripple/Traits/Maybe+Zip+Arity.swift": lambda: generate_trait_zip_source("Maybe"),
    "Tests/RippleTests/Traits/Single+Zip+ArityTests.swift": lambda: generate_tests(
        "SingleZipArityTests",
        ["Every fixed-arity `Single.zip` overload: success, the tuple form, the first error and a", "throwing selector."],
        lambda arity: trait_zip_tests("Single", arity),
    ),
    "Sources/Ripple/Traits/Infallible+CombineLatest+Arity.swift": lambda: generate_infallible_source("combineLatest"),
    "Sources/Ripple/Traits/Infallible+Zip+Arity.swift": lambda: generate_infallible_source("zip"),
    "Tests/RippleTests/Traits/Infallible+CombineLatest+ArityTests.swift": lambda: generate_tests(
        "InfallibleCombineLatestArityTests",
        ["Every fixed-arity `Infallible.combineLatest` overload: RxSwift's typical scenario with a result", "selector and with the tuple form, and synchronous sources."],
        lambda arity: infallible_tests("combineLatest", arity),
    ),
    "Tests/RippleTests/Traits/Infallible+Zip+ArityTests.swift": lambda: generate_tests(
        "InfallibleZipArityTests",
        ["Every fixed-arity `Infallible.zip` overload: RxSwift's symmetric scenario, and synchronous", "sources."],
        lambda arity: infallible_tests("zip", arity),
    ),
    "Tests/RippleTests/Traits/Maybe+Zip+ArityTests.swift": lambda: generate_tests(
        "MaybeZipArityTests",
        ["Every fixed-arity `Maybe.zip` overload: success, the tuple form, an empty maybe, the first", "error and a throwing selector."],
        lambda arity: trait_zip_tests("Maybe", arity),
    ),
    "Sources/RippleCocoa/SharedSequence/Operators/SharedSequence+CombineLatest+Arity.swift": lambda: generate_shared_sequence_source("combineLatest"),
    "Sources/RippleCocoa/SharedSequence/Operators/SharedSequence+Zip+Arity.swift": lambda: generate_shared_sequence_source("zip"),
    "Tests/RippleCocoaTests/SharedSequence/Operators/SharedSequence+CombineLatest+ArityTests.swift": lambda: generate_shared_sequence_tests(
        "combineLatest",
        "SharedSequenceCombineLatestArityTests",
        [line.format(name="combineLatest") for line in SHARED_SEQUENCE_TEST_SUMMARY],
    ),
    "Tests/RippleCocoaTests/SharedSequence/Operators/SharedSequence+Zip+ArityTests.swift": lambda: generate_shared_sequence_tests(
        "zip",
        "SharedSequenceZipArityTests",
        [line.format(name="zip") for line in SHARED_SEQUENCE_TEST_SUMMARY],
    ),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail if a generated file is missing or out of date")
    arguments = parser.parse_args()
    stale = []
    for relative, generate in FILES.items():
        path = ROOT / relative
        content = generate()
        current = path.read_text() if path.exists() else None
        if current == content:
            continue
        if arguments.check:
            stale.append(relative)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content)
            print(f"wrote {relative}")
    if stale:
        print("Generated files are out of date; run `python3 Scripts/generate-arities.py`:", file=sys.stderr)
        for relative in stale:
            print(f"  {relative}", file=sys.stderr)
        return 1
    if arguments.check:
        print(f"generated files are up to date ({len(FILES)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
