import Ripple

/// An item of the news feed.
struct FeedItem: Equatable, Sendable {
    let id: Int
    let title: String
    let author: String
}

/// The server answered with JSON that does not describe what was asked for.
struct MalformedResponse: Error, Equatable {
    /// The path that was requested.
    let path: String
}

/// The feed's calls, over the HTTP client: it knows the paths and maps JSON to models.
final class FeedAPI {
    private let client: any ReactiveHTTPClient

    init(client: any ReactiveHTTPClient) {
        self.client = client
    }

    /// The latest `limit` items, newest first.
    ///
    /// The server answers `{"items": [{"id": 7, "title": "…", "author": {"name": "…"}}, …]}`.
    func fetchLatestItems(limit: Int = 20) -> Observable<[FeedItem]> {
        let path = "/feed/latest"
        return client.get(path, parameters: ["limit": String(limit)]).map { json in
            guard case .array(let entries)? = json["items"] else { throw MalformedResponse(path: path) }
            return try entries.map { entry in
                guard let id = entry["id"]?.int,
                      let title = entry["title"]?.string,
                      let author = entry["author"]?["name"]?.string
                else { throw MalformedResponse(path: path) }
                return FeedItem(id: id, title: title, author: author)
            }
        }
    }

    /// Marks the item with `id` as read; completes when the server has recorded it.
    func markAsRead(itemId id: Int) -> Completable {
        client.post("/feed/items/\(id)/read", body: ["read": true])
            .ignoreElements()
            .asCompletable()
    }
}
