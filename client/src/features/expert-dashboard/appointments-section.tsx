import { ExpertAppointments } from './expert-appointments';

/** The dashboard's appointments section: the expert's appointments, in the browser's time zone. */
export function AppointmentsSection() {
  return <ExpertAppointments />;
}
