import { ComingSoon } from '../components/coming-soon';

export default function NoAccountPage() {
  return <ComingSoon title="No Account Found" />;
}
