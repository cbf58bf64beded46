/** Port: the registrations projection's rows that a command updates at once, ahead of the projection. */
export abstract class RegistrationRepository {
  /** Marks an active registration checked in at `at` (ISO 8601); changes nothing otherwise. */
  abstract markCheckedIn(registrationId: string, at: string): Promise<void>;
  /** Marks a checked-in registration active again (its check-in undone); changes nothing otherwise. */
  abstract markCheckedOut(registrationId: string): Promise<void>;
  /** Shows the registration in its new seat. */
  abstract changeSeat(registrationId: string, seat: string): Promise<void>;
}
