/// A way to read and replace one part of an immutable value: `Part` inside `Whole`.
///
/// `@Lensable` generates a lens per stored property (`Light.lens.name`); lenses compose, through
/// the parts' own lenses, into paths that reach deep into nested models:
///
/// ```swift
/// let isOn = LightWithState.lens.state.isOn        // Lens<LightWithState, Bool>
/// let switchedOn = isOn.set(true, in: light)        // a copy with only that part changed
/// #expect(isOn.get(switchedOn))
/// ```
@dynamicMemberLookup
public struct Lens<Whole, Part> {
    private let read: (Whole) -> Part
    private let write: (Part, Whole) -> Whole

    /// A lens that reads with `get` and makes a copy with a new part with `set`.
    public init(get: @escaping (Whole) -> Part, set: @escaping (Part, Whole) -> Whole) {
        read = get
        write = set
    }

    /// The part of `whole`.
    public func get(_ whole: Whole) -> Part {
        read(whole)
    }

    /// A copy of `whole` whose part is `part`.
    public func set(_ part: Part, in whole: Whole) -> Whole {
        write(part, whole)
    }

    /// A copy of `whole` whose part is `transform` of its part.
    public func modify(_ whole: Whole, _ transform: (Part) -> Part) -> Whole {
        write(transform(read(whole)), whole)
    }

    /// The lens reaching through this one, then `inner`: `Whole` to `Subpart`.
    public func then<Subpart>(_ inner: Lens<Part, Subpart>) -> Lens<Whole, Subpart> {
        Lens<Whole, Subpart>(
            get: { inner.get(self.get($0)) },
            set: { subpart, whole in self.set(inner.set(subpart, in: self.get(whole)), in: whole) }
        )
    }

    /// The lens of a property of the part, when the part is `@Lensable`:
    /// `LightWithState.lens.light.name`.
    public subscript<Subpart>(dynamicMember keyPath: KeyPath<Part.Lenses, Lens<Part, Subpart>>) -> Lens<Whole, Subpart>
    where Part: Lensable {
        then(Part.lens[keyPath: keyPath])
    }
}

/// A model with generated lenses: `@Lensable` conforms it, and its `lens` lists one lens per
/// stored property.
public protocol Lensable {
    /// The type listing the model's lenses.
    associatedtype Lenses
    /// The model's lenses, one per stored property: `Light.lens.name`.
    static var lens: Lenses { get }
}
