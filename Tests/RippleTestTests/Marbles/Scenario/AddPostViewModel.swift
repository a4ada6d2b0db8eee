import Ripple

/// The "add post" screen model of scenario 4: `validatedText` tells whether the text is not
/// empty; `sendEnabled` whether it is valid and no post is being sent (without repeats, replaying
/// the latest to new subscribers); `sent` the text posted when a post succeeds; `failures` the
/// description of each failed post, after which the button works again.
///
/// A post is done with its first element or its error. The button state depends on whether a
/// post is in flight, and taps count only while the button is enabled, so `isSending` (a relay)
/// closes that loop. The text and the taps are each subscribed once, by the model, for its
/// whole life; `validatedText` subscribes to the text for each of its own subscribers.
final class AddPostViewModel {
    let validatedText: Observable<Bool>
    let sendEnabled: Observable<Bool>
    let sent: Observable<String>
    let failures: Observable<String>

    private let isSending = BehaviorRelay(value: false)
    private let disposeBag = DisposeBag()

    init(text: Observable<String>, sendTaps: Observable<Void>, post: @escaping (String) -> Observable<String>) {
        validatedText = text.map { !$0.isEmpty }
        let latestText = text.share(replay: 1, scope: .whileConnected)
        sendEnabled = Observable.combineLatest(latestText.map { !$0.isEmpty }, isSending.asObservable()) { $0 && !$1 }
            .distinctUntilChanged()
            .share(replay: 1, scope: .forever)

        let requests = sendTaps
            .withLatestFrom(sendEnabled)
            .filter { $0 }
            .withLatestFrom(latestText)
            .share()
        // Each post ends as `.next(text)` (sent) or `.error` (failed); its completion is dropped.
        let outcomes = requests
            .flatMapLatest { text in post(text).take(1).map { _ in text }.materialize() }
            .filter { !$0.isCompleted }
            .share()
        sent = outcomes.compactMap(\.element)
        failures = outcomes.compactMap(\.error).map { "\($0)" }

        Observable.merge(requests.map { _ in true }, outcomes.map { _ in false })
            .bind(to: isSending)
            .disposed(by: disposeBag)
    }
}
