import { PageHero } from '../components/ui/page-hero';
import { LegalDocument } from '../features/content/components/legal-document';
import { LEGAL_LAST_UPDATED, termsSections } from '../features/content/data/legal';
import { useDocumentTitle } from '../hooks/use-document-title';

const title = 'Terms and Conditions';

export default function TermsPage() {
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title} subtitle="The terms for bookings, courses, products and gift vouchers." />
      <LegalDocument sections={termsSections} lastUpdated={LEGAL_LAST_UPDATED} />
    </>
  );
}
