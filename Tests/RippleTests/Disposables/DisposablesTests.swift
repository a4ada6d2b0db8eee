import Ripple
import Testing

@Suite struct DisposablesTests {
    @Test func anonymousDisposableRunsItsActionOnce() {
        let counter = Locked(0)
        let disposable = Disposables.create { counter.withValue { $0 += 1 } }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(counter.value == 1)
        #expect(disposable.isDisposed)
    }

    @Test func compositeDisposesEveryMemberAndLaterInsertions() {
        let counter = Locked(0)
        let composite = CompositeDisposable(Disposables.create { counter.withValue { $0 += 1 } }, Disposables.create { counter.withValue { $0 += 10 } })
        let key = composite.insert(Disposables.create { counter.withValue { $0 += 100 } })
        #expect(composite.count == 3)
        if let key { composite.remove(for: key) }
        #expect(counter.value == 100)
        #expect(composite.count == 2)
        composite.dispose()
        #expect(counter.value == 111)
        #expect(composite.insert(Disposables.create { counter.withValue { $0 += 1_000 } }) == nil)
        #expect(counter.value == 1_111)
    }

    @Test func compositeRemovesOnlyTheKeyedMemberEvenAfterItsPlaceIsReused() {
        let composite = CompositeDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        let third = CountingDisposable()
        let firstKey = composite.insert(first)
        _ = composite.insert(second)
        if let firstKey { composite.remove(for: firstKey) }
        let thirdKey = composite.insert(third)
        #expect(firstKey != thirdKey)
        if let firstKey { composite.remove(for: firstKey) }
        #expect(first.count == 1)
        #expect(third.count == 0)
        #expect(composite.count == 2)
        composite.dispose()
        #expect([first.count, second.count, third.count] == [1, 1, 1])
    }

    @Test func compositeDisposesItsMembersInInsertionOrder() {
        var log: [String] = []
        let composite = CompositeDisposable(Disposables.create { log.append("a") }, Disposables.create { log.append("b") })
        let c = composite.insert(Disposables.create { log.append("c") })
        _ = composite.insert(Disposables.create { log.append("d") })
        if let c { composite.remove(for: c) }
        _ = composite.insert(Disposables.create { log.append("e") })
        composite.dispose()
        #expect(log == ["c", "a", "b", "d", "e"])
    }

    @Test func compositeWithManyMembersRemovesEachByItsKey() {
        let composite = CompositeDisposable()
        let members = (0..<1_000).map { _ in CountingDisposable() }
        let keys = members.compactMap { composite.insert($0) }
        for (index, key) in keys.enumerated() where index % 2 == 1 {
            composite.remove(for: key)
            composite.remove(for: key)
        }
        #expect(composite.count == 500)
        #expect(members.enumerated().allSatisfy { $0.element.count == $0.offset % 2 })
        for (index, key) in keys.enumerated().reversed() where index % 2 == 0 {
            composite.remove(for: key)
        }
        #expect(composite.count == 0)
        let late = CountingDisposable()
        _ = composite.insert(late)
        for key in keys { composite.remove(for: key) }
        #expect(late.count == 0)
        composite.dispose()
        #expect(late.count == 1)
        #expect(members.allSatisfy { $0.count == 1 })
    }

    @Test func serialDisposableDisposesThePreviousValue() {
        let counter = Locked(0)
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { counter.withValue { $0 += 1 } }
        serial.disposable = Disposables.create { counter.withValue { $0 += 10 } }
        #expect(counter.value == 1)
        serial.dispose()
        #expect(counter.value == 11)
        serial.disposable = Disposables.create { counter.withValue { $0 += 100 } }
        #expect(counter.value == 111)
        #expect(serial.isDisposed)
    }

    @Test func singleAssignmentDisposesLateAssignmentAfterDisposal() {
        let counter = Locked(0)
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { counter.withValue { $0 += 1 } })
        #expect(counter.value == 1)
        #expect(single.isDisposed)
    }

    @Test func singleAssignmentKeepsOnlyTheFirstAssignment() {
        let counter = Locked(0)
        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create { counter.withValue { $0 += 1 } })
        single.setDisposable(Disposables.create { counter.withValue { $0 += 10 } })
        #expect(counter.value == 10)
        single.dispose()
        #expect(counter.value == 11)
    }

    @Test func booleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(BooleanDisposable.BooleanDisposed.isDisposed)
    }

    @Test func disposeBagDisposesOnDeinit() {
        let counter = Locked(0)
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { counter.withValue { $0 += 1 } }.disposed(by: bag!)
        bag?.insert(Disposables.create { counter.withValue { $0 += 10 } }, Disposables.create { counter.withValue { $0 += 100 } })
        #expect(counter.value == 0)
        bag = nil
        #expect(counter.value == 111)
    }

    @Test func disposeBagBuilder() {
        let counter = Locked(0)
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { counter.withValue { $0 += 1 } }
            Disposables.create { counter.withValue { $0 += 2 } }
        }
        _ = bag
        bag = nil
        #expect(counter.value == 3)
    }

    @Test func createFromSeveralDisposables() {
        let counter = Locked(0)
        let group = Disposables.create([Disposables.create { counter.withValue { $0 += 1 } }, Disposables.create { counter.withValue { $0 += 2 } }])
        group.dispose()
        #expect(counter.value == 3)
        #expect(group.isDisposed)
    }
}
