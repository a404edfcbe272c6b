import Testing
import TripGeo
import TripModel

@testable import TripFormats

@Suite struct ItineraryTests {
    @Test func stopsWithoutADayJoinThePreviousStopsDay() {
        var trip = Sample.jejuTrip()
        trip.stops[0].day = nil
        let itinerary = Itinerary(trip: trip)
        #expect(itinerary.effectiveDays == [1, 1, 1, 2, 2])
        #expect(itinerary.days.map(\.day) == [1, 2])
        #expect(itinerary.days.map(\.date) == [LocalDate("2026-12-01"), LocalDate("2026-12-02")])
    }

    @Test func legsUseTheInjectedDistance() {
        let itinerary = Itinerary(trip: Sample.jejuTrip()) { _, _ in 1000 }
        #expect(itinerary.legMeters == [nil, 1000, 1000, 1000, 1000])
        #expect(itinerary.totalMeters == 4000)
        #expect(itinerary.days.map(\.meters) == [2000, 1000])
    }

    @Test func daysOutOfVisitOrderAreGroupedByDay() {
        var trip = Sample.jejuTrip()
        trip.stops[0].day = 3
        let itinerary = Itinerary(trip: trip)
        #expect(itinerary.days.map(\.day) == [1, 2, 3])
        #expect(itinerary.days[2].stops.map(\.position) == [1])
        #expect(itinerary.days[2].date == LocalDate("2026-12-03"))
    }
}
