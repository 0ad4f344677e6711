import { ComingSoon } from '../components/coming-soon';

export default function SimulatorGatwickPage() {
  return <ComingSoon title="Full Flight Sim - Gatwick" />;
}
