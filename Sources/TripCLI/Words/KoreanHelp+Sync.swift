extension CLIWords.KoreanHelp {
    /// Korean help of the sync commands, keyed by the English declared with them.
    static let sync: [String: String] = [
        "Sync trips with your other machines through a git remote.":
            "git 원격 저장소를 거쳐 다른 컴퓨터와 여행을 동기화합니다.",
        """
        Without a subcommand: commit local changes, fetch, merge each trip changed on both sides
        field by field, push, and apply the result to the database in one transaction. A conflict
        (the same field changed on both sides) keeps the newer value; 'trip sync conflicts' lists the
        other and takes it back. Offline, the changes are committed and pushed next time.
        """: """
        하위 명령 없이 실행하면 로컬 변경을 커밋하고, 가져오고, 양쪽에서 바뀐 여행을
        항목별로 병합하고, 푸시한 뒤, 그 결과를 한 트랜잭션으로 데이터베이스에 반영합니다.
        충돌(양쪽에서 같은 항목을 다르게 바꾼 경우)에는 더 새로운 값을 유지하며,
        'trip sync conflicts'로 다른 쪽 값을 보고 되돌릴 수 있습니다. 오프라인이면 변경을
        커밋해 두고 다음에 푸시합니다.
        """,
        // trip sync init
        "Create the sync repository beside the database.": "데이터베이스 옆에 동기화 저장소를 만듭니다.",
        """
        The repository is a bare git repository next to the database (trip.sqlite → trip-sync.git),
        one JSON document per trip as in a backup, the companions, bookmarks and search history, and
        the spot catalog in 256 pieces (spots/<xx>.json). REMOTE is any git URL or path, e.g. a bare
        repository on a server or a USB stick; without one, syncs only commit locally.
        """: """
        저장소는 데이터베이스 옆의 bare git 저장소(trip.sqlite → trip-sync.git)로, 백업처럼
        여행마다 JSON 문서 하나와 동행자, 북마크, 검색 기록, 그리고 256조각으로 나눈 장소 목록
        (spots/<xx>.json)을 담습니다. REMOTE는 서버의 bare 저장소나 USB 메모리 같은 git URL
        또는 경로입니다. 없으면 동기화는 로컬에만 커밋합니다.
        """,
        "A git URL or path to sync with": "동기화할 git URL 또는 경로",
        // trip sync remote
        "Change the git remote the sync repository syncs with.": "동기화 저장소가 동기화할 git 원격 저장소를 바꿉니다.",
        "A git URL or path": "git URL 또는 경로",
        // trip sync status
        "Show local changes and how far this machine is from the remote.":
            "로컬 변경과 이 컴퓨터가 원격 저장소와 얼마나 차이 나는지 보여 줍니다.",
        "Ahead and behind count commits, as of the last fetch; nothing is fetched.":
            "앞선 커밋과 뒤진 커밋은 마지막으로 가져온 시점 기준입니다. 새로 가져오지는 않습니다.",
        // trip sync conflicts
        "List the values merges did not keep, or take one back.": "병합에서 유지하지 않은 값을 보여 주거나 되돌립니다.",
        """
        Each conflict is one field both machines changed differently. The newer change was kept;
        '--take ours ID' or '--take theirs ID' puts that side's value into the trip as a new local
        edit, which the next 'trip sync' carries to the other machines.
        """: """
        충돌 하나는 두 컴퓨터가 서로 다르게 바꾼 항목 하나입니다. 더 새로운 변경이 유지되었습니다.
        '--take ours ID' 또는 '--take theirs ID'는 그쪽 값을 새 로컬 수정으로 여행에 넣고,
        다음 'trip sync'가 이를 다른 컴퓨터로 보냅니다.
        """,
        "The conflict to resolve (with --take)": "해결할 충돌 (--take와 함께)",
        "Take this side's value: ours or theirs": "이쪽 값을 가져옵니다: ours 또는 theirs",
        // trip sync log
        "Show what changed, when, and on which machine.": "무엇이 언제 어느 컴퓨터에서 바뀌었는지 보여 줍니다.",
        "Only commits that changed this trip (name, id or id prefix)":
            "이 여행을 바꾼 커밋만 (이름, id 또는 id 앞부분)",
        // trip sync restore
        "Bring back an earlier version of a trip as a new local edit.": "여행의 이전 버전을 새 로컬 수정으로 되살립니다.",
        "REV is a commit from 'trip sync log'. The next 'trip sync' carries the restored trip on.":
            "REV는 'trip sync log'에 나온 커밋입니다. 다음 'trip sync'가 되살린 여행을 전달합니다.",
        "The commit to take the trip from": "여행을 가져올 커밋",
    ]
}
