import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListSearch } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { TabSection } from '../../../components/ui/tab-section';
import { apiErrorMessage } from '../../../lib/api-error';
import { useLookUpCustomerQuery } from '../api/customers-api';
import { CustomerRecords } from './customer-history';
import { CustomerList } from './customer-list';
import { CustomerNote } from './customer-note';

/** An e-mail or an 8-character reference: what the look-up finds a customer by, even one who never booked (an order, an enquiry). */
const LOOK_UP = /^([^\s@]+@[^\s@]+|[0-9A-Fa-f]{8})$/;

/** One customer: their note and everything the site holds for them. */
function CustomerRecord({ q, onBack }: { q: string; onBack: () => void }) {
  const { data, error, isFetching } = useLookUpCustomerQuery(q);
  return (
    <div className="grid gap-4">
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        ALL CUSTOMERS
      </Button>
      {isFetching && !data ? (
        <Spinner label="Looking up the customer" />
      ) : error ? (
        <p role="alert" className="text-red-600">
          {apiErrorMessage(error)}
        </p>
      ) : !data?.email ? (
        <p className="text-navy-600">No customer found for {q}.</p>
      ) : (
        <>
          <h3 className="text-xl text-navy-700 [overflow-wrap:anywhere]">{data.email}</h3>
          <CustomerNote key={data.email} email={data.email} note={data.note} />
          <CustomerRecords found={data} />
        </>
      )}
    </div>
  );
}

/** The CUSTOMERS tab: the people who booked, searchable by name, e-mail, phone or reference; one customer's history and note. */
export function CustomersTab() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TabSection title="CUSTOMERS" className="grid grid-cols-1 gap-6">
      {open ? (
        <CustomerRecord q={open} onBack={() => setOpen(null)} />
      ) : (
        <>
          <ListSearch label="Search by name, e-mail, phone or booking/order reference" value={text} onChange={setText}>
            {LOOK_UP.test(text.trim()) ? (
              <Button variant="secondary" onClick={() => setOpen(text.trim())}>
                OPEN RECORD
              </Button>
            ) : null}
          </ListSearch>
          <CustomerList search={search} page={page} onPage={setPage} onOpen={(customer) => setOpen(customer.email)} />
        </>
      )}
    </TabSection>
  );
}
