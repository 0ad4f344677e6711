import { ContentPage } from '../features/content/components/content-page';
import { LegalDocument } from '../features/content/components/legal-document';
import { LEGAL_LAST_UPDATED, privacySections } from '../features/content/data/legal';

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" subtitle="How we collect, use and protect your personal data.">
      <LegalDocument sections={privacySections} lastUpdated={LEGAL_LAST_UPDATED} />
    </ContentPage>
  );
}
