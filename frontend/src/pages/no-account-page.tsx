import { NoAccount } from '../features/account/components/no-account';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function NoAccountPage() {
  useDocumentTitle('No account found');
  return <NoAccount />;
}
