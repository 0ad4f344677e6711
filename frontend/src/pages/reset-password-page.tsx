import { Section } from '../components/ui/section';
import { PageHero } from '../components/ui/page-hero';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function ResetPasswordPage() {
  useDocumentTitle('Set your password');
  return (
    <>
      <PageHero title="SET YOUR PASSWORD" subtitle="Choose the password you will sign in with." />
      <Section>
        <div className="max-w-md">
          <ResetPasswordForm />
        </div>
      </Section>
    </>
  );
}
