import { ComingSoon } from '../components/coming-soon';

export default function ConfirmationPage() {
  return <ComingSoon title="Booking Confirmation" />;
}
