/// The regional tariffs, embedded like the Seoul ones so an installed binary needs no sample files; each text
/// is byte for byte its file in `Samples/fares/` (a test checks).
extension BuiltInFareModels {
    /// Busan mid-size taxi (`--taxi busan`); `Samples/fares/busan-2023-mid.json`.
    public static let busanJSON = """
        {
          "name": "Busan mid-size taxi (since 2023-06-01)",
          "currency": "KRW",
          "baseFare": 4800,
          "baseDistanceMeters": 2000,
          "stepDistanceMeters": 132,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "23:00", "to": "00:00", "percent": 20 },
            { "from": "00:00", "to": "02:00", "percent": 30 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Busan Metropolitan City tariff in force from 2023-06-01 00:00, night windows from the same day.",
            "Sources: https://donga.com/news/amp/all/20230514/119289171/1 (2023-05-15) and https://m.pressian.com/m/pages/articles/2023051608045227591 (2023-05-16); no later change found for 2024-2026.",
            "ASSUMED: surcharged fares round to the nearest 100 KRW as in Seoul; the sources give no night base fare.",
            "Not modelled: the time charge of 100 KRW per 33 s when slow, and the surcharge outside the city."
          ]
        }

        """

    /// Daegu mid-size taxi (`--taxi daegu`); `Samples/fares/daegu-2025-mid.json`.
    public static let daeguJSON = """
        {
          "name": "Daegu mid-size taxi (since 2025-02-22)",
          "currency": "KRW",
          "baseFare": 4500,
          "baseDistanceMeters": 1700,
          "stepDistanceMeters": 125,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "23:00", "to": "00:00", "percent": 20 },
            { "from": "00:00", "to": "02:00", "percent": 30 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Daegu Metropolitan City tariff in force from 2025-02-22, night windows from the same day.",
            "Sources: https://www.news1.kr/amp/local/daegu-gyeongbuk/5694460 and https://www.yeongnam.com/web/view.php?key=20250219010002446 (2025-02-19); a December 2024 report expected mid-January, the February reports give the 22nd.",
            "ASSUMED: surcharged fares round to the nearest 100 KRW as in Seoul; the sources give no night base fare.",
            "Not modelled: the time charge of 100 KRW per 31 s when slow, and the surcharge outside the city."
          ]
        }

        """

    /// Incheon mid-size taxi (`--taxi incheon`); `Samples/fares/incheon-2023-mid.json`.
    public static let incheonJSON = """
        {
          "name": "Incheon mid-size taxi (since 2023-07-01)",
          "currency": "KRW",
          "baseFare": 4800,
          "baseDistanceMeters": 1600,
          "stepDistanceMeters": 135,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "22:00", "to": "23:00", "percent": 20 },
            { "from": "23:00", "to": "02:00", "percent": 40 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Incheon Metropolitan City tariff in force from 2023-07-01 04:00; the step of 135 m was kept from 2019.",
            "Sources: https://www.dailypop.kr/news/articleView.html?idxno=69785 (2023-06-16) and https://donga.com/news/amp/all/20230615/119785331/1 (2023-06-15); no later change found for 2024-2026.",
            "ASSUMED: surcharged fares round to the nearest 100 KRW as in Seoul; the sources give no night base fare.",
            "Not modelled: the time charge of 100 KRW per 33 s when slow, and the surcharge outside the city."
          ]
        }

        """

    /// Gwangju mid-size taxi (`--taxi gwangju`); `Samples/fares/gwangju-2025-mid.json`.
    public static let gwangjuJSON = """
        {
          "name": "Gwangju mid-size taxi (since 2025-10-22)",
          "currency": "KRW",
          "baseFare": 4800,
          "baseDistanceMeters": 1700,
          "stepDistanceMeters": 132,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "23:00", "to": "00:00", "percent": 20 },
            { "from": "00:00", "to": "02:00", "percent": 30 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Gwangju Metropolitan City tariff in force from 2025-10-22 00:00, night windows from the same day.",
            "Sources: https://www.seoul.co.kr/news/society/2025/10/13/20251013500080 and https://www.news1.kr/amp/local/gwangju-jeonnam/5938826 (2025-10-13).",
            "ASSUMED: surcharged fares round to the nearest 100 KRW as in Seoul; the sources give no night base fare.",
            "Not modelled: the time charge of 100 KRW per 32 s when slow, and the surcharge outside the city."
          ]
        }

        """

    /// Daejeon mid-size taxi (`--taxi daejeon`); `Samples/fares/daejeon-2026-mid.json`.
    public static let daejeonJSON = """
        {
          "name": "Daejeon mid-size taxi (since 2026-03-16)",
          "currency": "KRW",
          "baseFare": 4300,
          "baseDistanceMeters": 1800,
          "stepDistanceMeters": 132,
          "stepFare": 100,
          "roundingUnit": 100,
          "nightSurcharges": [
            { "from": "23:00", "to": "00:00", "percent": 20 },
            { "from": "00:00", "to": "02:00", "percent": 30 },
            { "from": "02:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Daejeon Metropolitan City: base, base distance and step in force from 2023-07-01; night windows from 2026-03-16.",
            "Sources: https://hankyung.com/amp/202306202306Y (2023-06-20); https://www.newspim.com/news/view/20260305000757 and https://www.kmib.co.kr/article/view.asp?arcid=0029481178 (2026-03-05).",
            "ASSUMED: 30 % from 00:00 to 02:00 as both articles' text says; one headline says from 23:00.",
            "ASSUMED: surcharged fares round to the nearest 100 KRW as in Seoul; the sources give no night base fare.",
            "Not modelled: the time charge of 100 KRW per 33 s when slow, and the surcharge outside the city."
          ]
        }

        """

    /// Jeju mid-size taxi (`--taxi jeju`); `Samples/fares/jeju-2024-mid.json`.
    public static let jejuJSON = """
        {
          "name": "Jeju mid-size taxi (since 2024-07-01)",
          "currency": "KRW",
          "baseFare": 4300,
          "baseDistanceMeters": 2000,
          "stepDistanceMeters": 126,
          "stepFare": 100,
          "roundingUnit": 10,
          "nightSurcharges": [
            { "from": "23:00", "to": "04:00", "percent": 20 }
          ],
          "notes": [
            "Jeju Special Self-Governing Province: base fare 4,300 KRW decided 2024-05-28 for 2024-07-01; night window 23:00-04:00 from 2023-11-20.",
            "Sources: https://kgnewskorea.com/news/view.php?bIdx=47753 (2024); http://www.jejuilbo.net/news/articleView.html?idxno=217414 (2023-11-19).",
            "ASSUMED: 2 km base distance and 100 KRW per full 126 m as set on 2023-11-20; the 2024 report names only the base fare.",
            "Rounding to 10 KRW: the 2023 night base fare was published as 4,920 KRW (4,100 x 1.2), not rounded to 100.",
            "Not modelled: the long-ride rate past 20 km introduced in 2019, which later reports do not mention, and the time charge."
          ]
        }

        """
}
