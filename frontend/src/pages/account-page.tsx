import { SkyBackdrop } from '../components/ui/sky-backdrop';
import { LoginForm } from '../features/account/components/login-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function AccountPage() {
  useDocumentTitle('MY ACCOUNT');
  return (
    <section className="relative isolate px-4 py-16 sm:py-24">
      <SkyBackdrop />
      <div className="mx-auto mb-10 max-w-md text-center text-white">
        <h1 className="text-4xl sm:text-5xl">MY ACCOUNT</h1>
        <p className="mt-4 text-navy-100">Sign in to see your upcoming simulator sessions.</p>
      </div>
      <LoginForm />
    </section>
  );
}
