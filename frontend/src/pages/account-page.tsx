import { useLocation } from 'react-router';
import { SkyBackdrop } from '../components/ui/sky-backdrop';
import { LoginForm } from '../features/account/components/login-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function AccountPage() {
  useDocumentTitle('My account');
  // Sent here from /dashboard without a session (docs/product.md, Accounts).
  const fromDashboard = (useLocation().state as { signInFor?: string } | null)?.signInFor === 'dashboard';
  return (
    <section className="relative isolate px-4 py-16 sm:py-24">
      <SkyBackdrop />
      <div className="mx-auto mb-10 max-w-md text-center text-white">
        <h1 className="text-4xl sm:text-5xl">MY ACCOUNT</h1>
        <p className="mt-4 text-navy-100" role={fromDashboard ? 'status' : undefined}>
          {fromDashboard ? 'Please sign in to see your dashboard.' : 'Sign in to see your upcoming simulator sessions.'}
        </p>
      </div>
      <LoginForm />
    </section>
  );
}
