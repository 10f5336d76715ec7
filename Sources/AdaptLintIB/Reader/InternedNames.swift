/// libxml2 interns element and attribute names in its dictionary, so within one parse the same
/// name always arrives as the same pointer. This direct-mapped cache turns a name into what the
/// builder needs once per distinct pointer instead of once per occurrence.
struct InternedNames<Value> {
  private static var size: Int { 256 }
  private var keys = [UnsafePointer<UInt8>?](repeating: nil, count: Self.size)
  private var values = [Value?](repeating: nil, count: Self.size)

  mutating func value(for name: UnsafePointer<UInt8>, _ make: (UnsafePointer<UInt8>) -> Value)
    -> Value
  {
    let address = UInt(bitPattern: name)
    let slot = Int(truncatingIfNeeded: (address >> 3) ^ (address >> 11)) & (Self.size - 1)
    if keys[slot] == name, let value = values[slot] { return value }
    let value = make(name)
    keys[slot] = name
    values[slot] = value
    return value
  }
}
