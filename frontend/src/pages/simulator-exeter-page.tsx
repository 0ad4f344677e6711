import { ComingSoon } from '../components/coming-soon';

export default function SimulatorExeterPage() {
  return <ComingSoon title="Fixed Base Sim - Exeter" />;
}
