extension CLIWords.KoreanHelp {
    /// Korean help of the companion commands, keyed by the English declared with them.
    static let companion: [String: String] = [
        "Add, list and remove the people travelling with you.": "함께 여행하는 사람을 추가, 나열, 삭제합니다.",
        "Names are unique after trimming spaces and Unicode normalization; a person is stored once and can join many trips.":
            "이름은 앞뒤 공백을 없애고 유니코드 정규화를 한 뒤에 서로 달라야 합니다. 한 사람은 한 번 저장되고 "
            + "여러 여행에 함께할 수 있습니다.",
        "The trip (default: the current trip)": "여행 (기본값: 현재 여행)",
        "Add a companion to a trip.": "여행에 동행자를 추가합니다.",
        "The person's name": "사람의 이름",
        "List a trip's companions, or everyone with --all.": "여행의 동행자를 나열합니다. --all이면 모든 사람을 나열합니다.",
        "Everyone known, with how many trips each is on": "알려진 모든 사람과 각자 함께한 여행 수",
        "Remove a companion from a trip, or from every trip with --everywhere.":
            "여행에서 동행자를 삭제합니다. --everywhere이면 모든 여행에서 삭제합니다.",
        "Forget the person on every trip": "모든 여행에서 그 사람을 지웁니다",
    ]
}
