extension CLIWords.KoreanHelp {
    /// Korean help shared by every command: the global options and the common flags and arguments.
    static let core: [String: String] = [
        "Database file (default: $TRIP_DB, else $XDG_DATA_HOME/trip/trip.sqlite)":
            "데이터베이스 파일 (기본값: $TRIP_DB, 없으면 $XDG_DATA_HOME/trip/trip.sqlite)",
        "Show help for this command": "이 명령의 도움말을 보여 줍니다",
        "Language of messages, tables, help and pages (default: LC_ALL, LC_MESSAGES, LANG)":
            "메시지, 표, 도움말, 페이지의 언어 (기본값: LC_ALL, LC_MESSAGES, LANG)",
        "ko or en": "ko 또는 en",
        "Print JSON instead of a table": "표 대신 JSON으로 출력합니다",
        "Do not ask for confirmation": "확인을 묻지 않습니다",
        "Trip name or id": "여행 이름 또는 id",
        "Trip name or id (default: the current trip)": "여행 이름 또는 id (기본값: 현재 여행)",
        "Trip name, id or id prefix": "여행 이름, id 또는 id 앞부분",
        "Plan trips from the shell: stops, companions, routes, backups.":
            "셸에서 여행을 계획합니다: 경유지, 동행, 경로, 백업.",
        "Commands without a TRIP use the current trip (the one started with 'trip start').\nA trip is named by its name, its id, a unique id prefix (at least 4 characters) or a unique\nname prefix ('trip show 제주' finds '제주 3일').":
            "TRIP 없이 쓰는 명령은 현재 여행('trip start'로 시작한 여행)을 씁니다.\n여행은 이름, id, 겹치지 않는 id 앞부분(4자 이상) 또는 겹치지 않는 이름 앞부분으로\n가리킵니다('trip show 제주'는 '제주 3일'을 찾습니다).",
        "Print a shell completion script for bash, zsh or fish.":
            "bash, zsh, fish용 셸 자동 완성 스크립트를 출력합니다.",
        "bash:  trip completions bash > /etc/bash_completion.d/trip\nzsh:   trip completions zsh > \"${fpath[1]}/_trip\"\nfish:  trip completions fish > ~/.config/fish/completions/trip.fish\nThe scripts ask trip itself for each Tab: commands and options, --format values and spot\ntypes, and from your database (read only, never created) trip names, the stops of the trip\non the line and companion names.":
            "bash:  trip completions bash > /etc/bash_completion.d/trip\nzsh:   trip completions zsh > \"${fpath[1]}/_trip\"\nfish:  trip completions fish > ~/.config/fish/completions/trip.fish\n스크립트는 Tab을 누를 때마다 trip에게 묻습니다: 명령과 옵션, --format 값과 관광지 분류,\n그리고 데이터베이스에서(읽기만 하고 새로 만들지 않음) 여행 이름, 입력 중인 여행의 경유지,\n동행 이름.",
        "bash, zsh or fish":
            "bash, zsh 또는 fish",
    ]
}
