#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import; this constant makes SQLite copy bound values.
static const sqlite3_destructor_type trip_sqlite_transient = (sqlite3_destructor_type)-1;
