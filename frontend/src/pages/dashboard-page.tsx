import { AccountDashboard } from '../features/account/components/account-dashboard';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('MY DASHBOARD');
  return <AccountDashboard />;
}
