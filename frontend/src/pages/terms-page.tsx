import { ComingSoon } from '../components/coming-soon';

export default function TermsPage() {
  return <ComingSoon title="Terms and Conditions" />;
}
