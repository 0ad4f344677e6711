import { ComingSoon } from '../components/coming-soon';

export default function BookFlightPage() {
  return <ComingSoon title="Book Your Flight" />;
}
