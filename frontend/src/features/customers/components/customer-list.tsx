import { Pager } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/dates';
import { useListCustomersQuery, type CustomerSummary } from '../api/customers-api';

interface Props {
  search: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (customer: CustomerSummary) => void;
}

/** The people who booked, newest booking first, a page at a time, matching the search. */
export function CustomerList({ search, page, onPage, onOpen }: Props) {
  const { data, isFetching, isError } = useListCustomersQuery({ q: search, page });
  if (isError)
    return (
      <p role="alert" className="text-red-600">
        The customers could not be loaded.
      </p>
    );
  if (!data) return isFetching ? <Spinner label="Loading customers" /> : null;
  if (data.items.length === 0)
    return <p className="text-navy-600">{search ? `No customer matches “${search}”.` : 'No customers yet.'}</p>;
  return (
    <div>
      <ul className="grid gap-2" aria-label="Customers">
        {data.items.map((customer) => (
          <li key={customer.email}>
            <button
              type="button"
              className="grid w-full min-w-0 gap-0.5 rounded-lg border border-navy-100 bg-white p-3 text-left text-sm shadow-sm hover:border-navy-400"
              onClick={() => onOpen(customer)}
            >
              <span className="font-semibold [overflow-wrap:anywhere]">{customer.name}</span>
              <span className="text-navy-700 [overflow-wrap:anywhere]">
                {customer.email} · {customer.phone}
              </span>
              <span className="text-navy-500">
                {customer.bookings} {customer.bookings === 1 ? 'booking' : 'bookings'} · last booked{' '}
                {formatDay(customer.lastBookedAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pager label="Customer pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </div>
  );
}
