#if Mocks
import RippleMocks
import Testing

@Mockable
protocol Player {
    func load(_ track: String, startingAt seconds: Double)
    func play()
    func seek(to seconds: Double) -> Bool
    func onFinish(_ handler: @escaping () -> Void)
}

/// `calls` lists every call with its arguments, in order, and compares with typed calls.
@Suite struct MockCallLogTests {
    @Test func callsCompareWithTypedCallsInOrder() {
        let player = PlayerMock()
        player.seekReturnValue = true
        player.load("intro", startingAt: 0)
        player.play()
        _ = player.seek(to: 12.5)
        #expect(player.calls == [.load("intro", startingAt: 0), .play(), .seek(to: 12.5)])
        #expect(player.invocations == ["load(_:startingAt:)", "play()", "seek(to:)"])
    }

    @Test func differentArgumentsOrOrderDoNotMatch() {
        let player = PlayerMock()
        player.load("intro", startingAt: 0)
        player.play()
        #expect(!(player.calls == [.load("intro", startingAt: 1), .play()]))
        #expect(!(player.calls == [.play(), .load("intro", startingAt: 0)]))
        #expect(!(player.calls == [.load("intro", startingAt: 0)]))
    }

    @Test func callsDescribeThemselvesAsWritten() {
        let player = PlayerMock()
        player.load("intro", startingAt: 2)
        #expect(player.calls.description == #"[load("intro", startingAt: 2.0)]"#)
        #expect(PlayerMock.Call.seek(to: 1).description == "seek(to: 1.0)")
    }

    @Test func closuresMatchAnyClosure() {
        let player = PlayerMock()
        player.onFinish {}
        #expect(player.calls == [.onFinish {}])
        #expect(player.calls.count == 1)
    }

    @Test func argumentsOfTypesThatAreNotEquatableCompareByTheirContents() {
        struct Point { var x: Int }
        #expect(MockArgument(nil, Point(x: 1)) == MockArgument(nil, Point(x: 1)))
        #expect(MockArgument(nil, Point(x: 1)) != MockArgument(nil, Point(x: 2)))
        #expect(MockArgument(nil, 1) != MockArgument(nil, "1"))
    }
}
#endif
