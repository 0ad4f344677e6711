import { ComingSoon } from '../components/coming-soon';

export default function TeamPage() {
  return <ComingSoon title="Meet the Team" />;
}
