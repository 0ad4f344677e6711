import { ComingSoon } from '../components/coming-soon';

export default function FlightSimPage() {
  return <ComingSoon title="Home Sim Flight Training" />;
}
