import { ComingSoon } from '../components/coming-soon';

export default function ResetPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
