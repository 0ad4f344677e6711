import { ComingSoon } from '../components/coming-soon';

export default function FearOfFlyingPage() {
  return <ComingSoon title="Fear of Flying Course" />;
}
