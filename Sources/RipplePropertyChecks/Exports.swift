#if PropertyChecks
// Tests import RipplePropertyChecks alone: it brings PropertyBased's generators (`Gen`,
// `Generator`, `zip`) and its traits (`.fixedSeed`, `.shrinking`).
@_exported import PropertyBased
#endif
