import { ComingSoon } from '../components/coming-soon';

export default function IntroExperiencePage() {
  return <ComingSoon title="Intro to the Airbus" />;
}
