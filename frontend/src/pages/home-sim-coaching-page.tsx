import { ComingSoon } from '../components/coming-soon';

export default function HomeSimCoachingPage() {
  return <ComingSoon title="Home Sim Coaching" />;
}
