import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A test hook, not a feature: with `TRIP_TEST_KILL_RESTORE_AT_TRIP=n` in its environment the process
/// kills itself with SIGKILL right after a restore has taken its n-th trip, inside the transaction that
/// has not committed. A test that kills a restore on a timer cannot tell whether the kill landed
/// before, inside or after the transaction; this one lands inside it on every run. The name says
/// "test" so no user sets it by accident; without it a restore only compares two integers per trip.
enum RestoreKillHook {
    /// The environment variable that arms the hook.
    static let variable = "TRIP_TEST_KILL_RESTORE_AT_TRIP"

    /// The trip to stop at, read once per process; nil (the hook is off) unless set to a positive number.
    static let trip: Int? = ProcessInfo.processInfo.environment[variable].flatMap { Int($0) }.flatMap {
        $0 > 0 ? $0 : nil
    }

    /// Kills the process when `taken` trips have been taken and the hook asks for exactly that many.
    static func tripsTaken(_ taken: Int) {
        guard taken == trip else { return }
        kill(getpid(), SIGKILL)
    }
}
