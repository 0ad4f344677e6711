import { ComingSoon } from '../components/coming-soon';

export default function SimulatorHirePage() {
  return <ComingSoon title="Simulator Hire" />;
}
