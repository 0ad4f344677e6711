import { ComingSoon } from '../components/coming-soon';

export default function TryAndFlyPage() {
  return <ComingSoon title="Try and Fly Experience" />;
}
