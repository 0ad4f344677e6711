import { ComingSoon } from '../components/coming-soon';

export default function ProfessionalTrainingPage() {
  return <ComingSoon title="Professional Pilot Training" />;
}
