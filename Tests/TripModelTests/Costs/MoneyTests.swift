import Testing
import TripModel

@Suite struct MoneyTests {
    let krw: Currency
    let usd: Currency
    let bhd: Currency
    let jpy: Currency

    init() throws {
        krw = try Currency(code: "KRW")
        usd = try Currency(code: "usd")
        bhd = try Currency(code: "BHD")
        jpy = try Currency(code: "JPY")
    }

    @Test(
        arguments: [
            ("12000", "KRW", 12_000), ("12,000", "KRW", 12_000), (" 1,234,567 ", "KRW", 1_234_567),
            ("12000.00", "KRW", 12_000), ("12.50", "USD", 1_250), ("12.5", "USD", 1_250), ("12", "USD", 1_200),
            ("0.01", "USD", 1), ("12.500", "USD", 1_250), ("1.005", "BHD", 1_005), ("3", "BHD", 3_000),
            ("500", "JPY", 500), ("999,999,999,999,999", "KRW", 999_999_999_999_999), ("007", "KRW", 7),
        ] as [(String, String, Int64)])
    func parsesAmounts(text: String, code: String, minorUnits: Int64) throws {
        #expect(try MoneyParser.parse(text, currency: try Currency(code: code)) == minorUnits)
    }

    @Test(arguments: ["", "abc", "12a", "1,2345", "12,50", ",000", "1.2.3", "12.", ".5", "1e3", "١٢", "+5", "12 000"])
    func refusesNonNumbers(text: String) {
        #expect(throws: CostError.notANumber(text)) { try MoneyParser.parse(text, currency: krw) }
    }

    @Test(arguments: ["-5", "0", "0.00", "-0.01", "−3"])
    func refusesZeroAndNegative(text: String) {
        #expect(throws: CostError.notPositive(text)) { try MoneyParser.parse(text, currency: usd) }
    }

    @Test func refusesExtraDecimalsAndHugeAmounts() {
        #expect(throws: CostError.tooManyDecimals("12.50", currency: "KRW", allowed: 0)) {
            try MoneyParser.parse("12.50", currency: krw)
        }
        #expect(throws: CostError.tooManyDecimals("1.001", currency: "USD", allowed: 2)) {
            try MoneyParser.parse("1.001", currency: usd)
        }
        #expect(throws: CostError.amountTooLarge("10000000000000000")) {
            try MoneyParser.parse("10000000000000000", currency: krw)
        }
        #expect(throws: CostError.amountTooLarge("99999999999999999999999")) {
            try MoneyParser.parse("99999999999999999999999", currency: krw)
        }
    }

    @Test(
        arguments: [
            (12_000, "KRW", "12,000 KRW"), (1_250, "USD", "12.50 USD"), (5, "USD", "0.05 USD"),
            (-1_005, "BHD", "-1.005 BHD"), (0, "JPY", "0 JPY"), (-1_234_567, "KRW", "-1,234,567 KRW"),
            (100, "KRW", "100 KRW"), (123_456, "USD", "1,234.56 USD"),
        ] as [(Int64, String, String)])
    func formatsAmounts(amount: Int64, code: String, text: String) throws {
        #expect(MoneyFormatter.format(amount, try Currency(code: code)) == text)
    }

    @Test func currencyTableHoldsActiveCodesWithMinorUnits() throws {
        #expect(Currency.all.count > 150)
        #expect(Set(Currency.all.map(\.code)).count == Currency.all.count)
        for currency in Currency.all {
            #expect(currency.code.count == 3 && currency.code.allSatisfy { $0.isASCII && $0.isUppercase })
            #expect((0...4).contains(currency.minorUnits))
            #expect(!currency.name.isEmpty)
        }
        #expect(krw.minorUnits == 0 && jpy.minorUnits == 0 && usd.minorUnits == 2 && bhd.minorUnits == 3)
        #expect(try Currency(code: "EUR").minorUnits == 2)
        #expect(throws: CostError.unknownCurrency("XYZ")) { try Currency(code: "XYZ") }
        #expect(throws: CostError.unknownCurrency("XAU")) { try Currency(code: "XAU") }
        #expect(throws: CostError.unknownCurrency("DEM")) { try Currency(code: "DEM") }
    }
}
