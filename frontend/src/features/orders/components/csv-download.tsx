import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

/** A staff list's CSV download (the session cookie goes with the request): en-GB dates, pounds as 129.00. */
export function CsvDownload({ href, label }: { href: '/api/admin/orders.csv' | '/api/admin/vouchers.csv'; label: string }) {
  return (
    <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={href} download>
      <Download aria-hidden />
      {label}
    </a>
  );
}
