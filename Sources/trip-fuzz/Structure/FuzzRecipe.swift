/// The fuzz input read as a list of choices: libFuzzer evolves the bytes, and each byte picks
/// which entry, which field and which mutation. Running out of bytes reads zeros, so every input,
/// even an empty one, is a valid recipe and short inputs mean few, simple mutations.
struct FuzzRecipe {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte, or 0 once the input is used up.
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A choice among `count` options (0 when there are none).
    mutating func pick(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        let wide = Int(byte()) << 8 | Int(byte())
        return wide % count
    }

    /// One element of a non-empty list.
    mutating func element<T>(of list: [T]) -> T {
        list[pick(list.count)]
    }

    /// A 32-bit number for sizes, offsets and ids.
    mutating func number() -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(byte()) }
    }
}
