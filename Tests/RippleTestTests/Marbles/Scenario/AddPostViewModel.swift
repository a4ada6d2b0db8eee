import Ripple

/// The "add post" screen model of scenario 4: `validatedText` tells whether the text is not
/// empty; `sendEnabled` whether it is valid and no post is being sent (without repeats, replaying
/// the latest to new subscribers); `sent` the text posted when a post succeeds; `failures` the
/// description of each failed post, after which the button works again.
///
/// Only `map` and subjects are used, because this branch has no other operators yet. The idiomatic
/// version needs `combineLatest` (valid and not sending), `distinctUntilChanged()`,
/// `share(replay: 1)`, `withLatestFrom` (the text at each tap), `flatMapLatest` and
/// `materialize()` (or `catch`) for the post, and `compactMap` to split results from failures;
/// it must pass the same marble tests.
final class AddPostViewModel {
    let validatedText: Observable<Bool>
    let sendEnabled: Observable<Bool>
    let sent: Observable<String>
    let failures: Observable<String>

    private let post: (String) -> Observable<String>
    private let enabledSubject = ReplaySubject<Bool>.create(bufferSize: 1)
    private let sentSubject = PublishSubject<String>()
    private let failureSubject = PublishSubject<String>()
    private let disposeBag = DisposeBag()
    private var latestText = ""
    private var isSending = false
    private var lastEnabled: Bool?

    init(text: Observable<String>, sendTaps: Observable<Void>, post: @escaping (String) -> Observable<String>) {
        self.post = post
        validatedText = text.map { !$0.isEmpty }
        sendEnabled = enabledSubject.asObservable()
        sent = sentSubject.asObservable()
        failures = failureSubject.asObservable()
        text.subscribe(onNext: { [unowned self] text in
            latestText = text
            publishEnabled()
        }).disposed(by: disposeBag)
        sendTaps.subscribe(onNext: { [unowned self] in
            send()
        }).disposed(by: disposeBag)
    }

    private var isEnabled: Bool {
        !latestText.isEmpty && !isSending
    }

    private func publishEnabled() {
        let enabled = isEnabled
        guard enabled != lastEnabled else { return }
        lastEnabled = enabled
        enabledSubject.onNext(enabled)
    }

    private func send() {
        guard isEnabled else { return }
        let text = latestText
        isSending = true
        publishEnabled()
        let request = SingleAssignmentDisposable()
        request.setDisposable(post(text).subscribe(
            onNext: { [unowned self] _ in
                request.dispose()
                finishSending()
                sentSubject.onNext(text)
            },
            onError: { [unowned self] error in
                request.dispose()
                finishSending()
                failureSubject.onNext("\(error)")
            }
        ))
        disposeBag.insert(request)
    }

    private func finishSending() {
        isSending = false
        publishEnabled()
    }
}
