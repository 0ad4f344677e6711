import { ComingSoon } from '../components/coming-soon';

export default function ScenarioFlightsPage() {
  return <ComingSoon title="Scenario Flights" />;
}
