import { PageHero } from '../components/ui/page-hero';
import { LegalDocument } from '../features/content/components/legal-document';
import { LEGAL_LAST_UPDATED, privacySections } from '../features/content/data/legal';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Privacy Policy';

export default function PrivacyPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title} subtitle="How we collect, use and protect your personal data." />
      <LegalDocument sections={privacySections} lastUpdated={LEGAL_LAST_UPDATED} />
    </>
  );
}
