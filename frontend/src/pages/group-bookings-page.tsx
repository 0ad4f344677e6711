import { ComingSoon } from '../components/coming-soon';

export default function GroupBookingsPage() {
  return <ComingSoon title="Group Bookings" />;
}
