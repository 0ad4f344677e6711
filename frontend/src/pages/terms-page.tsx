import { ContentPage } from '../features/content/components/content-page';
import { LegalDocument } from '../features/content/components/legal-document';
import { LEGAL_LAST_UPDATED, termsSections } from '../features/content/data/legal';
import { useRefundWords } from '../lib/refund-terms';

export default function TermsPage() {
  const terms = useRefundWords();
  return (
    <ContentPage title="Terms and Conditions" subtitle="The terms for bookings, courses, products and gift vouchers.">
      <LegalDocument sections={termsSections(terms)} lastUpdated={LEGAL_LAST_UPDATED} />
    </ContentPage>
  );
}
