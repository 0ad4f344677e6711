import { ComingSoon } from '../components/coming-soon';

export default function HomePage() {
  return <ComingSoon title="Airbus A320 Flight Experiences" />;
}
