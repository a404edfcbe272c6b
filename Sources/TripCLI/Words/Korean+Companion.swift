extension CLIWords.Korean {
    /// Korean words of the companion commands (the keys of English.companion).
    static let companion: [String: String] = [
        "companion.add.empty-name": "동행자에게 이름이 있어야 합니다",
        "companion.add.name-too-long": "동행자 이름은 100자까지입니다",
        "companion.add.name-is-me": "'{name}'은(는) 경비에서 나를 뜻합니다. 동행자에게 다른 이름을 주세요",
        "companion.added": "'{trip}'에 {name}을(를) 추가했습니다.",
        "companion.list.none": "아직 동행자가 없습니다. 'trip companion add NAME'으로 추가하세요.",
        "companion.list.with-trips": "{name}  (여행 {count}개)",
        "companion.rm.confirm-everywhere": "모든 여행에서 {name}을(를) 지울까요?",
        "companion.rm.nothing-removed": "아무것도 삭제하지 않았습니다.",
        "companion.rm.forgotten": "모든 여행에서 {name}을(를) 지웠습니다.",
        "companion.rm.not-on-trip": "{name}은(는) '{trip}'의 동행자가 아닙니다",
        "companion.removed": "'{trip}'에서 {name}을(를) 삭제했습니다.",
        "companion.rm.expenses-and-more": "{expenses} 외 {count}건",
        "companion.rm.in-an-expense":
            "{name}이(가) {trip}의 경비 1건을 냈거나 나눠 냅니다: {expenses}. 먼저 'trip expense rm'으로 삭제하세요",
        "companion.rm.in-expenses":
            "{name}이(가) {trip}의 경비 {count}건을 냈거나 나눠 냅니다: {expenses}. 먼저 'trip expense rm'으로 삭제하세요",
    ]
}
