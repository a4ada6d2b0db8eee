// RxRelay's relays live in Ripple. This module only re-exports Ripple, so that code moving from
// RxSwift without editing its sources can map `import RxRelay` to a module of its own with
// `-module-alias RxRelay=RippleRelay` (the migration guide's "Moving without editing sources").
@_exported import Ripple
