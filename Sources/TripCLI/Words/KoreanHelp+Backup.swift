extension CLIWords.KoreanHelp {
    /// Korean help of the backup commands, keyed by the English declared with them.
    static let backup: [String: String] = [
        "Back up your trips, check a backup, restore one.": "여행을 백업하고, 백업을 검사하고, 복원합니다.",
        """
        A backup is a tar.zst (or tar.gz, tar.xz, zip, AES-encrypted zip) of JSON documents with a
        manifest of SHA-256 hashes, checked on every read. Restores also accept a 여행가자곰 backup
        (Trip_yyMMdd_HH.mm.zip or a bare encodedData.json).
        """: """
        백업은 JSON 문서와 SHA-256 해시 매니페스트를 담은 tar.zst(또는 tar.gz, tar.xz, zip,
        AES로 암호화한 zip)이며, 읽을 때마다 검사합니다. 복원은 여행가자곰 백업
        (Trip_yyMMdd_HH.mm.zip 또는 encodedData.json 파일 하나)도 받습니다.
        """,
        "Read the passphrase from FILE (else $TRIP_PASSPHRASE, else a prompt)":
            "FILE에서 암호를 읽습니다 (없으면 $TRIP_PASSPHRASE, 그것도 없으면 입력을 요청합니다)",
        // trip backup create
        "Write a backup of every trip.": "모든 여행의 백업을 씁니다.",
        """
        The file is written under a temporary name and renamed when whole, readable only by you (0600).
        Only a regular file is replaced (with --force); a symbolic link, device, FIFO or directory is
        refused. FILE - writes the backup to standard output (for ssh, rclone rcat, restic --stdin).
        The same data always gives the same bytes (encrypted zips excepted).
        The default is tar.zst: zstd compresses about three times faster than gzip, and smaller. A FILE
        ending in .tar.gz, or --format tar.gz, writes gzip for tools that read only gzip.
        --format 여행가자곰 (or legacy) writes a zip the phone app can restore.
        """: """
        파일은 임시 이름으로 쓴 뒤 완성되면 이름을 바꾸며, 본인만 읽을 수 있습니다(0600).
        (--force와 함께) 일반 파일만 덮어쓰고, 심볼릭 링크, 장치, FIFO, 폴더는 거부합니다.
        FILE에 -를 주면 백업을 표준 출력으로 씁니다(ssh, rclone rcat, restic --stdin용).
        같은 데이터는 언제나 같은 바이트가 됩니다(암호화한 zip은 제외).
        기본 형식은 tar.zst입니다: zstd는 gzip보다 세 배쯤 빠르게, 더 작게 압축합니다. FILE이
        .tar.gz로 끝나거나 --format tar.gz를 주면 gzip만 읽는 도구를 위해 gzip으로 씁니다.
        --format 여행가자곰(또는 legacy)은 휴대폰 앱이 복원할 수 있는 zip을 씁니다.
        """,
        "Where to write (default: trip-backup-YYYYMMDD-HHMMSS.tar.zst)":
            "쓸 위치 (기본값: trip-backup-YYYYMMDD-HHMMSS.tar.zst)",
        "tar.zst (default), tar.gz, tar.xz, zip, or 여행가자곰/legacy":
            "tar.zst (기본값), tar.gz, tar.xz, zip 또는 여행가자곰/legacy",
        "Encrypt with AES-256 (zip only; the format becomes zip)": "AES-256으로 암호화합니다 (zip만 가능, 형식은 zip이 됩니다)",
        "Overwrite FILE if it exists": "FILE이 있으면 덮어씁니다",
        // trip backup verify
        "Read a whole backup and check it against its manifest.": "백업 전체를 읽고 매니페스트와 대조해 검사합니다.",
        "Exits 0 when every entry's SHA-256 and every count match, 65 otherwise. Nothing is written.":
            "모든 항목의 SHA-256과 모든 개수가 맞으면 0, 아니면 65로 끝납니다. 아무것도 쓰지 않습니다.",
        "The backup to check (- for standard input)": "검사할 백업 (표준 입력은 -)",
        // trip backup restore
        "Restore a backup into the database (also a 여행가자곰 backup).":
            "백업을 데이터베이스로 복원합니다 (여행가자곰 백업도 가능).",
        """
        The format is recognised from the file's bytes. --merge (default) matches trips by id and keeps
        the newer one; restoring the same backup twice changes nothing. --replace makes the database
        equal to the backup. A restore that updates or removes anything stored here first keeps a
        safety backup of it in safety-backups/ next to the database (the last 5 per database are kept)
        and names it. Either way the database changes whole or not at all. FILE - reads standard input.
        A trip whose common ancestor is known merges field by field, keeping the edits of both sides:
        from --base EARLIER (an earlier backup both this database and FILE grew from), else from the
        last 'trip sync'.
        """: """
        형식은 파일의 바이트로 알아냅니다. --merge(기본값)는 id로 여행을 맞춰 더 새로운 쪽을
        유지하므로, 같은 백업을 두 번 복원해도 바뀌는 것이 없습니다. --replace는 데이터베이스를
        백업과 똑같이 만듭니다. 여기 저장된 것을 갱신하거나 지우는 복원은 먼저 데이터베이스 옆
        safety-backups/에 안전 백업을 남기고(데이터베이스마다 최근 5개를 유지합니다) 그 이름을
        알려 줍니다. 어느 쪽이든 데이터베이스는 전부 바뀌거나 전혀 바뀌지 않습니다. FILE에 -를
        주면 표준 입력을 읽습니다. 공통 조상을 아는 여행은 항목별로 병합해 양쪽의 수정을 모두
        유지합니다: 조상은 --base EARLIER(이 데이터베이스와 FILE이 함께 자라난 이전 백업)에서,
        없으면 마지막 'trip sync'에서 가져옵니다.
        """,
        "The backup to restore (- for standard input)": "복원할 백업 (표준 입력은 -)",
        "Add and update trips, keep the rest (default)": "여행을 추가하고 갱신하며 나머지는 그대로 둡니다 (기본값)",
        "Make the database equal to the backup": "데이터베이스를 백업과 똑같이 만듭니다",
        "Only list what would be added, updated, unchanged and removed":
            "추가, 갱신, 변경 없음, 삭제될 항목을 보여 주기만 합니다",
        "An earlier backup both sides grew from: trips in it merge field by field":
            "양쪽이 함께 자라난 이전 백업: 그 안의 여행은 항목별로 병합합니다",
    ]
}
